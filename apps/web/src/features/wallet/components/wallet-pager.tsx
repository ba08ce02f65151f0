import { useTranslation } from 'react-i18next';
import { Pager, type PagerPosition } from '../../../lib/ui/pager';

/** The pager of the wallet's card lists (transactions, payment logs): "page x of y", chevrons. */
export function WalletPager(position: PagerPosition) {
  const { t } = useTranslation();
  return (
    <Pager
      {...position}
      look="text"
      texts={{
        label: t('wallet.pager.label'),
        previous: t('wallet.pager.previous'),
        next: t('wallet.pager.next'),
        position: ({ page, pages }) => t('wallet.pager.position', { page, pages }),
      }}
    />
  );
}

import { ACCEPT_LANGUAGE } from '@lumus/contract/constants';
import { Wallet } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/i18n/use-language';
import { buttonStyles } from '../../../lib/ui/button-styles';

/** Two minutes before the balance runs out: when the chat will end, and the in-chat recharge. */
export function LowBalanceBanner({
  endsAt,
  onRecharge,
}: {
  endsAt: string;
  onRecharge: () => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const time = new Intl.DateTimeFormat(ACCEPT_LANGUAGE[language], {
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(endsAt));
  return (
    <div
      role="alert"
      data-testid="chat-low-balance"
      className="mx-auto flex max-w-3xl flex-wrap items-center gap-3 rounded-2xl bg-gold/20 p-3 text-sm text-night"
    >
      <Wallet aria-hidden="true" className="size-5 shrink-0" />
      <div className="min-w-0 flex-1">
        <p className="font-semibold">{t('chat.room.low_balance_title')}</p>
        <p>{t('chat.room.low_balance_text', { time })}</p>
      </div>
      <button type="button" onClick={onRecharge} className={buttonStyles.primary}>
        {t('chat.room.recharge')}
      </button>
    </div>
  );
}

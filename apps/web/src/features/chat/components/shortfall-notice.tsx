import type { InsufficientBalance } from '@lumus/contract/chat/chat-calls';
import type { SessionKind } from '@lumus/contract/chat/chat-order';
import { Wallet } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonStyles } from '../../../lib/ui/button-styles';
import { useMoneyFormat } from '../../currency/use-money-format';

/**
 * The balance does not cover the minimum session (at the price of its kind): how much is missing,
 * and the way to the packs.
 */
export function ShortfallNotice({
  shortfall,
  priceListHref,
  kind = 'chat',
}: {
  shortfall: InsufficientBalance['data'];
  priceListHref: string;
  kind?: SessionKind;
}) {
  const { t } = useTranslation();
  const formatAmount = useMoneyFormat();
  const ref = useRef<HTMLElement>(null);
  const { shortfall: missing } = shortfall;
  useEffect(() => {
    // A phone may be scrolled down to the form's button: bring the news to the eyes.
    const element = ref.current;
    if (element === null) return;
    // Someone already typing in the form keeps their field (and its open suggestions): the check
    // may answer late on a slow network, and role="alert" reads the notice out anyway.
    const active = document.activeElement;
    if (active instanceof HTMLElement && active.closest('input, select, textarea') !== null) return;
    if (typeof element.scrollIntoView === 'function') {
      element.scrollIntoView({ block: 'nearest' });
    }
    element.focus({ preventScroll: true });
  }, [missing]);
  return (
    <section
      ref={ref}
      tabIndex={-1}
      role="alert"
      data-testid="intake-shortfall"
      className="space-y-3 rounded-3xl bg-gold/20 p-5 text-night"
    >
      <h2 className="flex items-center gap-2 text-lg font-semibold">
        <Wallet aria-hidden="true" className="size-5" />
        {t(`${kind}.shortfall.title`)}
      </h2>
      <p>
        {t(`${kind}.shortfall.lead`, {
          required: formatAmount(shortfall.requiredAmount),
          balance: formatAmount(shortfall.balance),
        })}
      </p>
      <p data-testid="intake-shortfall-amount" className="font-semibold">
        {t('chat.shortfall.needed', { amount: formatAmount(shortfall.shortfall) })}
      </p>
      <Link to={priceListHref} className={buttonStyles.primary}>
        {t('chat.shortfall.recharge')}
      </Link>
      <p className="text-sm text-muted">{t(`${kind}.shortfall.back_note`)}</p>
    </section>
  );
}

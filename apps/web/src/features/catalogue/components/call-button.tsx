import type { ConsultantStatus } from '@lumus/contract/catalogue/consultant';
import { callIntakePagePath } from '@lumus/contract/push/push-pages';
import { useTranslation } from 'react-i18next';
import { useMoneyFormat } from '../../currency/use-money-format';
import { SessionButton } from './session-button';

/**
 * Call with the call price ("Call · ₹18/min") to the call intake form; absent when the psychic
 * takes no calls (null price). A busy psychic is in a session and cannot pick up, an offline one
 * not at all: then it rests, saying why.
 */
export function CallButton({
  consultantId,
  name,
  status,
  callPricePerMinuteMinor,
  testId,
}: {
  consultantId: number;
  name: string;
  status: ConsultantStatus;
  callPricePerMinuteMinor: number | null;
  testId?: string;
}) {
  const { t } = useTranslation();
  const formatAmount = useMoneyFormat();
  if (callPricePerMinuteMinor === null) return null;
  const price = formatAmount(callPricePerMinuteMinor);
  return (
    <SessionButton
      kind="call"
      intakePath={callIntakePagePath(consultantId)}
      status={status}
      disabledLabel={status === 'online' ? null : t(`catalogue.card.call_${status}`, { price })}
      label={t('catalogue.card.call', { price })}
      {...(testId === undefined ? {} : { testId })}
      ariaLabel={t('catalogue.card.call_with', { name, price })}
    />
  );
}

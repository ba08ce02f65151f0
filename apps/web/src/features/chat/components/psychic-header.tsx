import type { ConsultantCard } from '@lumus/contract/catalogue/consultant';
import type { SessionKind } from '@lumus/contract/chat/chat-order';
import { useTranslation } from 'react-i18next';
import { ConsultantPhoto } from '../../catalogue/components/consultant-photo';
import { useMoneyFormat } from '../../currency/use-money-format';

/** Photo, name and price per minute (of a chat or a call) of the psychic the user is about to ask. */
export function PsychicHeader({
  consultant,
  kind = 'chat',
}: {
  consultant: ConsultantCard;
  kind?: SessionKind;
}) {
  const { t } = useTranslation();
  const formatAmount = useMoneyFormat();
  const price =
    kind === 'call' ? consultant.callPricePerMinuteMinor : consultant.pricePerMinuteMinor;
  return (
    <div
      data-testid="intake-psychic"
      className="flex items-center gap-4 rounded-3xl bg-white p-4 shadow-sm ring-1 ring-night/5"
    >
      <ConsultantPhoto src={consultant.photoUrl} alt="" status={consultant.status} />
      <div>
        <p className="text-lg font-semibold text-night">{consultant.displayName}</p>
        {price === null ? null : (
          <p className="text-sm text-muted">
            {t(`${kind}.intake.price`, { amount: formatAmount(price) })}
          </p>
        )}
      </div>
    </div>
  );
}

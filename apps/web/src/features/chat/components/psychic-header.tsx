import type { ConsultantCard } from '@lumus/contract/catalogue/consultant';
import { useTranslation } from 'react-i18next';
import { ConsultantPhoto } from '../../catalogue/components/consultant-photo';
import { useMoneyFormat } from '../../currency/use-money-format';

/** Photo, name and price per minute of the psychic the user is about to chat with. */
export function PsychicHeader({ consultant }: { consultant: ConsultantCard }) {
  const { t } = useTranslation();
  const formatAmount = useMoneyFormat();
  return (
    <div
      data-testid="intake-psychic"
      className="flex items-center gap-4 rounded-3xl bg-white p-4 shadow-sm ring-1 ring-night/5"
    >
      <ConsultantPhoto src={consultant.photoUrl} alt="" status={consultant.status} />
      <div>
        <p className="text-lg font-semibold text-night">{consultant.displayName}</p>
        <p className="text-sm text-muted">
          {t('chat.intake.price', { amount: formatAmount(consultant.pricePerMinuteMinor) })}
        </p>
      </div>
    </div>
  );
}

import type { IntakeForm } from '@lumus/contract/chat/chat-order';
import { ACCEPT_LANGUAGE } from '@lumus/contract/constants';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/i18n/use-language';
import { formatBirthDate } from '../console-orders';

const GENDER_KEYS = {
  MALE: 'chat.intake.gender_male',
  FEMALE: 'chat.intake.gender_female',
  OTHER: 'chat.intake.gender_other',
} as const;

/** What the user told the psychic in the intake form: name, gender and birth details. */
export function IntakeDetails({
  intake,
  compact = false,
}: {
  intake: IntakeForm;
  compact?: boolean;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  // The compact form sits under a heading that already names the user.
  const rows: readonly (readonly [string, string])[] = [
    ...(compact ? [] : [[t('chat.intake.name'), intake.name] as const]),
    [t('chat.intake.gender'), t(GENDER_KEYS[intake.gender])],
    [t('chat.intake.birth_date'), formatBirthDate(intake.birthDate, ACCEPT_LANGUAGE[language])],
    [t('chat.intake.birth_time'), intake.birthTime ?? t('console.intake.time_unknown')],
    [t('chat.intake.birth_place'), intake.birthPlace],
  ];
  return (
    <dl
      data-testid="intake-details"
      className={`grid gap-x-4 ${compact ? 'grid-cols-[auto_1fr] gap-y-1 text-sm' : 'gap-y-3'}`}
    >
      {rows.map(([label, value]) => (
        <div key={label} className={compact ? 'contents' : ''}>
          <dt className="text-sm text-muted">{label}</dt>
          <dd className="font-medium break-words text-night">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

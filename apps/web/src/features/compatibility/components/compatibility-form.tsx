import { EARLIEST_BIRTH_DATE } from '@lumus/contract/compatibility';
import { useId, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../../lib/ui/button-styles';
import { dateProblem, todayIso, type DatePair, type DateProblem } from '../compatibility-dates';

type Problems = Readonly<{ you: DateProblem | null; partner: DateProblem | null }>;

function problemsOf(pair: DatePair): Problems {
  const today = todayIso();
  return { you: dateProblem(pair.you, today), partner: dateProblem(pair.partner, today) };
}

/**
 * Both dates of birth. Dates that came in a shared URL are checked at once, so a broken link
 * says what is wrong instead of showing an empty report.
 */
export function CompatibilityForm({
  initial,
  onSubmit,
}: {
  initial: DatePair | null;
  onSubmit: (pair: DatePair) => void;
}) {
  const { t } = useTranslation();
  const [pair, setPair] = useState<DatePair>(initial ?? { you: '', partner: '' });
  const [problems, setProblems] = useState<Problems>(() =>
    initial === null ? { you: null, partner: null } : problemsOf(initial),
  );

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    const found = problemsOf(pair);
    setProblems(found);
    if (found.you === null && found.partner === null) onSubmit(pair);
  };

  const today = todayIso();
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby="compatibility-form-heading"
      className="space-y-4 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-night/5 sm:p-6"
    >
      <h2 id="compatibility-form-heading" className="text-lg font-semibold text-night">
        {t('compatibility.page.form_heading')}
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <DateField
          label={t('compatibility.page.your_date')}
          value={pair.you}
          max={today}
          problem={problems.you}
          onChange={(you) => {
            setPair((current) => ({ ...current, you }));
            setProblems((current) => ({ ...current, you: null }));
          }}
        />
        <DateField
          label={t('compatibility.page.partner_date')}
          value={pair.partner}
          max={today}
          problem={problems.partner}
          onChange={(partner) => {
            setPair((current) => ({ ...current, partner }));
            setProblems((current) => ({ ...current, partner: null }));
          }}
        />
      </div>
      <button type="submit" className={`${buttonStyles.primary} w-full sm:w-auto`}>
        {t('compatibility.page.submit')}
      </button>
    </form>
  );
}

function DateField({
  label,
  value,
  max,
  problem,
  onChange,
}: {
  label: string;
  value: string;
  max: string;
  problem: DateProblem | null;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-night">
        {label}
      </label>
      <input
        id={id}
        type="date"
        value={value}
        min={EARLIEST_BIRTH_DATE}
        max={max}
        required
        aria-invalid={problem !== null}
        aria-describedby={problem === null ? undefined : errorId}
        onChange={(event) => {
          onChange(event.target.value);
        }}
        className="mt-1 min-h-11 w-full rounded-full border border-night/15 bg-paper px-4 text-ink outline-none focus:border-violet"
      />
      {problem === null ? null : (
        <p id={errorId} className="mt-1 text-sm text-error">
          {t(`compatibility.page.problems.${problem}`)}
        </p>
      )}
    </div>
  );
}

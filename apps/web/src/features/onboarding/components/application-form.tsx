import {
  CONSULTANT_CATEGORIES,
  CONSULTANT_LANGUAGES,
} from '@lumus/contract/catalogue/catalogue-values';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api/api-error';
import { useLanguage } from '../../../lib/i18n/use-language';
import { buttonStyles } from '../../../lib/ui/button-styles';
import { FORM_INPUT, FormField } from '../../../lib/ui/form-field';
import { LocalizedLink } from '../../../lib/ui/localized-link';
import { languageName } from '../../catalogue/language-name';
import { onboardingKeys, submitApplication } from '../api/onboarding-api';
import { CURRENCY_SYMBOL } from '@lumus/contract/markets/market-currency';
import { useMarketCurrency } from '../../currency/use-display-currency';
import { type ApplicationDraft, toggled, toInput } from '../application-draft';
import { FileField } from './file-field';

const TEXT_AREA =
  'w-full rounded-2xl border border-night/15 bg-paper px-4 py-3 outline-none focus:border-violet';

function CheckList<Key extends string>({
  legend,
  options,
  chosen,
  label,
  onToggle,
}: {
  legend: string;
  options: readonly Key[];
  chosen: readonly Key[];
  label: (key: Key) => string;
  onToggle: (key: Key) => void;
}) {
  return (
    <fieldset className="space-y-2">
      <legend className="font-semibold text-night">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((key) => (
          <label
            key={key}
            className="flex min-h-11 items-center gap-2 rounded-full bg-white px-4 text-sm ring-1 ring-night/10"
          >
            <input
              type="checkbox"
              checked={chosen.includes(key)}
              onChange={() => {
                onToggle(key);
              }}
            />
            {label(key)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** The application: profile, sample answer, ID document and photo, and the agreement. */
export function ApplicationForm({ initial }: { initial: ApplicationDraft }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState(initial);
  const market = useMarketCurrency();
  const currency = draft.currency ?? market;
  const set = <K extends keyof ApplicationDraft>(key: K, value: ApplicationDraft[K]) => {
    setDraft((current) => ({ ...current, [key]: value }));
  };
  const submit = useMutation({
    mutationFn: () => submitApplication(toInput(draft, market)),
    onSuccess: (application) => {
      queryClient.setQueryData(onboardingKeys.mine, application);
    },
  });
  const text = (
    key: 'displayName' | 'experienceYears' | 'price',
    inputMode?: 'numeric' | 'decimal',
  ) => (
    <FormField
      id={`application-${key}`}
      label={t(`onboarding.form.${key}`, { symbol: CURRENCY_SYMBOL[currency] })}
      error={undefined}
    >
      <input
        id={`application-${key}`}
        className={FORM_INPUT}
        value={draft[key]}
        {...(inputMode === undefined ? {} : { inputMode })}
        onChange={(event) => {
          set(key, event.target.value);
        }}
      />
    </FormField>
  );
  return (
    <form
      className="space-y-6 rounded-3xl bg-white p-6 shadow-sm ring-1 ring-night/5"
      data-testid="application-form"
      onSubmit={(event) => {
        event.preventDefault();
        submit.mutate();
      }}
    >
      <h2 className="text-xl font-semibold text-night">{t('onboarding.form.heading')}</h2>
      {text('displayName')}
      <FormField
        id="application-bio"
        label={t('onboarding.form.bio')}
        hint={t('onboarding.form.bio_hint')}
        error={undefined}
      >
        <textarea
          id="application-bio"
          rows={4}
          className={TEXT_AREA}
          aria-describedby="application-bio-hint"
          value={draft.bio}
          onChange={(event) => {
            set('bio', event.target.value);
          }}
        />
      </FormField>
      <CheckList
        legend={t('onboarding.form.categories')}
        options={CONSULTANT_CATEGORIES}
        chosen={draft.categories}
        label={(key) => t(`catalogue.categories.${key}`)}
        onToggle={(key) => {
          set('categories', toggled(draft.categories, key));
        }}
      />
      <CheckList
        legend={t('onboarding.form.languages')}
        options={CONSULTANT_LANGUAGES}
        chosen={draft.languages}
        label={(key) => languageName(key, language)}
        onToggle={(key) => {
          set('languages', toggled(draft.languages, key));
        }}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        {text('experienceYears', 'numeric')}
        {text('price', 'decimal')}
      </div>
      <FormField
        id="application-sampleAnswer"
        label={t('onboarding.form.sample_question')}
        hint={t('onboarding.form.sample_hint')}
        error={undefined}
      >
        <textarea
          id="application-sampleAnswer"
          rows={5}
          className={TEXT_AREA}
          aria-describedby="application-sampleAnswer-hint"
          value={draft.sampleAnswer}
          onChange={(event) => {
            set('sampleAnswer', event.target.value);
          }}
        />
      </FormField>
      <FileField
        kind="id_document"
        label={t('onboarding.form.id_document')}
        hint={t('onboarding.form.id_document_hint')}
        accept="image/png,image/jpeg,image/webp,application/pdf"
        hasFile={draft.idDocumentFileId !== ''}
        onUploaded={(id) => {
          set('idDocumentFileId', id);
        }}
      />
      <FileField
        kind="photo"
        label={t('onboarding.form.photo')}
        hint={t('onboarding.form.photo_hint')}
        accept="image/png,image/jpeg,image/webp"
        hasFile={draft.photoFileId !== ''}
        onUploaded={(id) => {
          set('photoFileId', id);
        }}
      />
      <label className="flex items-start gap-3">
        <input
          type="checkbox"
          className="mt-1"
          checked={draft.agreementAccepted}
          onChange={(event) => {
            set('agreementAccepted', event.target.checked);
          }}
        />
        <span>
          {t('onboarding.form.agreement')}{' '}
          <LocalizedLink to="/psychic-agreement" className="font-semibold text-violet underline">
            {t('onboarding.form.agreement_link')}
          </LocalizedLink>
        </span>
      </label>
      {submit.isError ? (
        <p role="alert" className="text-sm text-error-text">
          {isApiError(submit.error) ? submit.error.reason : t('onboarding.form.failed')}
        </p>
      ) : null}
      <button type="submit" className={buttonStyles.primary} disabled={submit.isPending}>
        {t('onboarding.form.submit')}
      </button>
    </form>
  );
}

import { useMutation } from '@tanstack/react-query';
import { LogIn } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api/api-error';
import { useLanguage } from '../../../lib/i18n/use-language';
import { useCurrentPath } from '../../../lib/session/login-return';
import { useLoginEntry } from '../../../lib/session/login-entry';
import { buttonStyles } from '../../../lib/ui/button-styles';
import { useAfterHydration } from '../../../lib/ui/browser-only';
import { PageHero } from '../../../lib/ui/page-hero';
import { castGuestChart } from '../api/birth-details-api';
import { toSaveInput, type BirthDetailValues } from '../birth-detail-values';
import {
  clearGuestChart,
  guestChartOf,
  newGuestChartKey,
  readGuestChart,
  saveGuestChart,
  type StoredGuestChart,
} from '../guest-chart-storage';
import { BirthDetailForm } from './birth-detail-form';
import { ChartSheet } from './chart-sheet';
import { AskAstrologer } from '../../catalogue/components/ask-astrologer';
import { intakeFromChart } from '../../chat/intake-from-chart';

async function cast(values: BirthDetailValues): Promise<StoredGuestChart> {
  const input = toSaveInput(values);
  const chart = await castGuestChart(input);
  const stored = guestChartOf(
    newGuestChartKey(),
    {
      name: input.name,
      gender: input.gender,
      birthDate: input.birthDate,
      birthTime: input.birthTimeUnknown === true ? null : (input.birthTime ?? null),
      birthTimeUnknown: input.birthTimeUnknown === true,
      placeId: Number(input.placeId),
    },
    chart,
  );
  saveGuestChart(stored);
  return stored;
}

/**
 * `/kundli` for a guest (decision 047): the birth details, then the chart at once, kept in this
 * browser; signing in saves it to the account (the kundli page moves it there).
 */
export function GuestKundli() {
  const { t } = useTranslation();
  const { requestLogin } = useLoginEntry();
  const here = useCurrentPath();
  const language = useLanguage();
  // Read after hydration: the server has no browser storage, and both renders must match.
  const hydrated = useAfterHydration();
  const kept = useMemo(() => (hydrated ? readGuestChart() : null), [hydrated]);
  // Undefined until the guest makes or drops a chart here; then that decides.
  const [made, setMade] = useState<StoredGuestChart | null | undefined>(undefined);
  const stored = made === undefined ? kept : made;
  const make = useMutation({ mutationFn: cast, onSuccess: setMade });
  const signIn = () => {
    requestLogin(here);
  };

  if (stored !== null) {
    return (
      <ChartSheet person={stored.chart}>
        <section
          data-testid="guest-chart-save"
          aria-labelledby="guest-chart-save"
          className="space-y-3 rounded-3xl bg-violet-soft p-5 text-night"
        >
          <h2 id="guest-chart-save" className="text-xl font-semibold">
            {t('kundli.guest_save_title')}
          </h2>
          <p>{t('kundli.guest_save_text')}</p>
          <button type="button" onClick={signIn} className={buttonStyles.primary}>
            <LogIn aria-hidden="true" className="size-4" />
            {t('kundli.guest_save_button')}
          </button>
        </section>
        <AskAstrologer
          category="vedic"
          topic={t('ask.topic_kundli', { name: stored.chart.name })}
          intake={intakeFromChart(stored.chart, language)}
        />
        <p className="text-sm text-muted">{t('kundli.method_note')}</p>
        <button
          type="button"
          className={buttonStyles.secondary}
          onClick={() => {
            clearGuestChart();
            make.reset();
            setMade(null);
          }}
        >
          {t('kundli.guest_new')}
        </button>
      </ChartSheet>
    );
  }

  const reason =
    make.error === null ? '' : isApiError(make.error) ? make.error.reason : make.error.message;
  return (
    <>
      <PageHero title={t('titles.kundli')} lead={t('kundli.guest_lead')} />
      <div className="mx-auto grid max-w-5xl gap-6 px-4 py-8 sm:px-6 lg:grid-cols-2">
        <BirthDetailForm
          labels={{
            heading: t('kundli.guest_heading'),
            submit: t('kundli.guest_submit'),
            pending: t('kundli.saving'),
          }}
          pending={make.isPending}
          failure={make.isError ? t('kundli.guest_failed', { reason }) : null}
          onSubmit={(values) => {
            make.mutate(values);
          }}
        />
        <div
          data-testid="kundli-sign-in"
          className="h-fit space-y-3 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-night/5"
        >
          <h2 className="text-xl font-semibold text-night">{t('kundli.sign_in_title')}</h2>
          <p className="text-muted">{t('kundli.guest_sign_in_text')}</p>
          <button type="button" onClick={signIn} className={buttonStyles.secondary}>
            <LogIn aria-hidden="true" className="size-4" />
            {t('kundli.sign_in_button')}
          </button>
        </div>
      </div>
    </>
  );
}

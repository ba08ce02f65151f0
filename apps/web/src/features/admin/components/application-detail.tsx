import type { ApplicationDecision } from '@lumus/contract/onboarding/admin-onboarding-calls';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/i18n/use-language';
import { buttonStyles } from '../../../lib/ui/button-styles';
import { ListSkeleton, LoadFailedMessage } from '../../../lib/ui/list-states';
import { languageName } from '../../catalogue/language-name';
import { knownCategories } from '../../onboarding/application-draft';
import { PrivateFile } from '../../onboarding/components/private-file';
import { adminApplicationQuery, decideApplication } from '../api/admin-applications-api';
import { adminKeys } from '../api/admin-keys';
import { dateTime, reasonOf } from './admin-format';
import { useStoredMoneyFormat } from '../../currency/use-money-format';
import { ConfirmPanel } from './confirm-panel';
import { DetailCard } from './detail-card';
import { SavedNotice, TextAreaField } from './fields';

const DECISIONS: readonly ApplicationDecision[] = ['approve', 'request_changes', 'reject'];

/** One application with its private files; approve, ask for changes or reject, each confirmed. */
export function ApplicationDetail({ id, onBack }: { id: number; onBack: () => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const money = useStoredMoneyFormat();
  const queryClient = useQueryClient();
  const detail = useQuery(adminApplicationQuery(id));
  const [note, setNote] = useState('');
  const [confirming, setConfirming] = useState<ApplicationDecision | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const decide = useMutation({
    mutationFn: (decision: ApplicationDecision) => decideApplication({ id, decision, note }),
    onSuccess: async (decided, decision) => {
      queryClient.setQueryData(adminKeys.detail('applications', id), decided);
      setConfirming(null);
      setNote('');
      setNotice(t(`admin.applications.done.${decision}`, { name: decided.displayName }));
      await queryClient.invalidateQueries({ queryKey: adminKeys.all });
    },
  });
  if (detail.isPending) return <ListSkeleton rows={3} />;
  if (detail.isError) return <LoadFailedMessage onRetry={() => void detail.refetch()} />;
  const a = detail.data;
  return (
    <div className="space-y-5" data-testid="application-detail">
      <button type="button" className={buttonStyles.secondary} onClick={onBack}>
        {t('admin.back')}
      </button>
      <header className="space-y-1">
        <h2 className="text-lg font-semibold text-night">
          {a.displayName} (#{a.id})
        </h2>
        <p className="text-sm text-muted">
          {t('admin.applications.detail_lead', {
            status: t(`admin.applications.statuses.${a.status}`),
            applicant: a.applicantPhone ?? a.applicantName ?? `#${a.userId}`,
            submitted: dateTime(a.submittedAt, language),
            version: a.agreementVersion,
            accepted: dateTime(a.agreementAcceptedAt, language),
          })}
        </p>
      </header>
      <SavedNotice message={notice} />
      <DetailCard title={t('admin.applications.profile')}>
        <dl className="grid gap-2 text-sm sm:grid-cols-[12rem_1fr]">
          <dt className="font-semibold">{t('admin.applications.categories')}</dt>
          <dd>
            {knownCategories(a.categories)
              .map((key) => t(`catalogue.categories.${key}`))
              .join(', ')}
          </dd>
          <dt className="font-semibold">{t('admin.applications.languages')}</dt>
          <dd>{a.languages.map((key) => languageName(key, language)).join(', ')}</dd>
          <dt className="font-semibold">{t('admin.applications.experience')}</dt>
          <dd>{t('admin.applications.years', { count: a.experienceYears })}</dd>
          <dt className="font-semibold">{t('admin.applications.price')}</dt>
          <dd>{money(a.pricePerMinuteMinor, a.currency)}</dd>
          <dt className="font-semibold">{t('admin.applications.bio')}</dt>
          <dd className="whitespace-pre-line">{a.bio}</dd>
          <dt className="font-semibold">{t('admin.applications.sample_answer')}</dt>
          <dd className="whitespace-pre-line">{a.sampleAnswer}</dd>
          {a.reviewNote === null ? null : (
            <>
              <dt className="font-semibold">{t('admin.applications.review_note')}</dt>
              <dd>
                {a.reviewNote} {a.reviewerName === null ? '' : `(${a.reviewerName})`}
              </dd>
            </>
          )}
        </dl>
      </DetailCard>
      <DetailCard title={t('admin.applications.files')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="space-y-2">
            <p className="text-sm font-semibold">{t('admin.applications.photo')}</p>
            <PrivateFile
              fileId={a.photo.id}
              contentType={a.photo.contentType}
              label={t('admin.applications.photo')}
            />
          </div>
          <div className="space-y-2">
            <p className="text-sm font-semibold">{t('admin.applications.id_document')}</p>
            <PrivateFile
              fileId={a.idDocument.id}
              contentType={a.idDocument.contentType}
              label={t('admin.applications.id_document')}
            />
          </div>
        </div>
      </DetailCard>
      {a.status !== 'submitted' ? null : (
        <section className="space-y-3 rounded-3xl bg-white p-4 shadow-sm ring-1 ring-night/5">
          <h3 className="font-semibold text-night">{t('admin.applications.decide_title')}</h3>
          <div className="max-w-xl">
            <TextAreaField
              label={t('admin.applications.note')}
              value={note}
              onChange={(event) => {
                setNote(event.target.value);
              }}
            />
          </div>
          <p className="text-xs text-muted">{t('admin.applications.note_hint')}</p>
          {confirming === null ? (
            <div className="flex flex-wrap gap-3">
              {DECISIONS.map((decision) => (
                <button
                  key={decision}
                  type="button"
                  className={decision === 'approve' ? buttonStyles.primary : buttonStyles.secondary}
                  onClick={() => {
                    setConfirming(decision);
                  }}
                >
                  {t(`admin.applications.actions.${decision}`)}
                </button>
              ))}
            </div>
          ) : (
            <ConfirmPanel
              id="admin-application-question"
              question={t(`admin.applications.questions.${confirming}`, { name: a.displayName })}
              confirmLabel={t(`admin.applications.actions.${confirming}`)}
              pending={decide.isPending}
              failure={decide.isError ? reasonOf(decide.error) : null}
              onConfirm={() => {
                decide.mutate(confirming);
              }}
              onCancel={() => {
                setConfirming(null);
                decide.reset();
              }}
            />
          )}
        </section>
      )}
    </div>
  );
}

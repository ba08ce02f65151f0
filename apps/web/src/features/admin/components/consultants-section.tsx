import type { AdminConsultant } from '@lumus/contract/admin/admin-consultants';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/i18n/use-language';
import {
  adminConsultantsQuery,
  suspendConsultant,
  type ConsultantFilters,
} from '../api/admin-consultants-api';
import { adminKeys } from '../api/admin-keys';
import { forceOffline, setVerified } from '../api/admin-applications-api';
import { ConfirmPanel } from './confirm-panel';
import { dateTime, money, reasonOf, rupees } from './admin-format';
import { ConsultantForm } from './consultant-form';
import { NewRecordButton } from './new-record-button';
import { FormFailure, SavedNotice, SelectField } from './fields';
import { GalleryEditor } from './gallery-editor';
import { TextFilter } from './filter-fields';
import { RowButton } from './row-button';
import { SearchResults } from './search-results';
import { useSearchFilters } from './use-search-filters';

/** Psychics: search, add, edit, suspend, gallery. */
export function ConsultantsSection() {
  const { t } = useTranslation();
  const language = useLanguage();
  const queryClient = useQueryClient();
  const { filters, bind, setPage } = useSearchFilters<ConsultantFilters>({
    search: '',
    state: 'all',
    page: 1,
  });
  const [editing, setEditing] = useState<AdminConsultant | 'new' | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [gallery, setGallery] = useState<AdminConsultant | null>(null);
  const [takingOffline, setTakingOffline] = useState<AdminConsultant | null>(null);
  /** The psychic about to be suspended: delisting waits for a confirmation naming them. */
  const [suspending, setSuspending] = useState<AdminConsultant | null>(null);
  /** The psychic whose "Verified" mark is about to change: confirmed, naming them. */
  const [verifying, setVerifying] = useState<AdminConsultant | null>(null);
  const verify = useMutation({
    mutationFn: (consultant: AdminConsultant) => setVerified(consultant.id, !consultant.verified),
    onSuccess: (saved) => {
      setVerifying(null);
      setNotice(
        t(
          saved.verified
            ? 'admin.consultants.verified_notice'
            : 'admin.consultants.unverified_notice',
          {
            name: saved.displayName,
          },
        ),
      );
      return queryClient.invalidateQueries({ queryKey: adminKeys.all });
    },
  });
  const offline = useMutation({
    mutationFn: (consultant: AdminConsultant) => forceOffline(consultant.id),
    onSuccess: (saved) => {
      setTakingOffline(null);
      setNotice(t('admin.consultants.offline_notice', { name: saved.displayName }));
      return queryClient.invalidateQueries({ queryKey: adminKeys.all });
    },
  });
  const list = useQuery(adminConsultantsQuery(filters));
  const suspend = useMutation({
    mutationFn: (consultant: AdminConsultant) =>
      suspendConsultant(consultant.id, !consultant.suspended),
    onSuccess: (saved) => {
      setSuspending(null);
      setNotice(
        t(
          saved.suspended
            ? 'admin.consultants.suspended_notice'
            : 'admin.consultants.restored_notice',
          {
            name: saved.displayName,
          },
        ),
      );
      return queryClient.invalidateQueries({ queryKey: adminKeys.all });
    },
  });

  if (gallery !== null) {
    return (
      <GalleryEditor
        consultant={gallery}
        onBack={() => {
          setGallery(null);
        }}
      />
    );
  }

  if (editing !== null) {
    return (
      <ConsultantForm
        consultant={editing === 'new' ? null : editing}
        onDone={(saved) => {
          setEditing(null);
          if (saved !== null)
            setNotice(t('admin.consultants.saved_notice', { name: saved.displayName }));
        }}
      />
    );
  }

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end gap-3">
        <div className="min-w-48 flex-1">
          <TextFilter label={t('admin.consultants.search')} search {...bind('search')} />
        </div>
        <div className="w-44">
          <SelectField
            label={t('admin.consultants.state')}
            value={filters.state}
            onChange={(event) => {
              bind('state').onChange(event.target.value);
            }}
          >
            <option value="all">{t('admin.consultants.states.all')}</option>
            <option value="active">{t('admin.consultants.states.active')}</option>
            <option value="suspended">{t('admin.consultants.states.suspended')}</option>
          </SelectField>
        </div>
        <NewRecordButton
          label={t('admin.consultants.new')}
          onClick={() => {
            setNotice(null);
            setEditing('new');
          }}
        />
      </div>
      <SavedNotice message={notice} />
      {suspending === null ? (
        <FormFailure message={suspend.isError ? reasonOf(suspend.error) : null} />
      ) : (
        <ConfirmPanel
          id="admin-suspend-question"
          question={t('admin.consultants.suspend_question', { name: suspending.displayName })}
          confirmLabel={t('admin.consultants.suspend_confirm', { name: suspending.displayName })}
          pending={suspend.isPending}
          failure={suspend.isError ? reasonOf(suspend.error) : null}
          onConfirm={() => {
            suspend.mutate(suspending);
          }}
          onCancel={() => {
            setSuspending(null);
            suspend.reset();
          }}
        />
      )}
      {verifying === null ? null : (
        <ConfirmPanel
          id="admin-verify-question"
          question={t(
            verifying.verified
              ? 'admin.consultants.unverify_question'
              : 'admin.consultants.verify_question',
            { name: verifying.displayName },
          )}
          confirmLabel={t(
            verifying.verified ? 'admin.consultants.unverify' : 'admin.consultants.verify',
          )}
          pending={verify.isPending}
          failure={verify.isError ? reasonOf(verify.error) : null}
          onConfirm={() => {
            verify.mutate(verifying);
          }}
          onCancel={() => {
            setVerifying(null);
            verify.reset();
          }}
        />
      )}
      {takingOffline === null ? null : (
        <ConfirmPanel
          id="admin-offline-question"
          question={t('admin.consultants.offline_question', { name: takingOffline.displayName })}
          confirmLabel={t('admin.consultants.force_offline')}
          pending={offline.isPending}
          failure={offline.isError ? reasonOf(offline.error) : null}
          onConfirm={() => {
            offline.mutate(takingOffline);
          }}
          onCancel={() => {
            setTakingOffline(null);
            offline.reset();
          }}
        />
      )}
      <SearchResults
        list={list}
        page={filters.page}
        onPage={setPage}
        testId="admin-consultants"
        caption={t('admin.sections.consultants')}
        columns={[
          {
            key: 'name',
            label: t('admin.consultants.columns.name'),
            render: (row) => (
              <span className="inline-flex items-center gap-2">
                <img src={row.photoUrl} alt="" className="size-8 rounded-full object-cover" />
                <span className="font-medium text-night">{row.displayName}</span>
                {row.verified ? (
                  <span className="text-xs font-semibold text-violet">
                    {t('catalogue.card.verified')}
                  </span>
                ) : null}
              </span>
            ),
          },
          {
            key: 'rating',
            label: t('admin.consultants.columns.rating'),
            numeric: true,
            render: (row) =>
              row.reviewCount === 0
                ? '—'
                : t('admin.consultants.rating_value', {
                    rating: row.rating.toFixed(1),
                    count: row.reviewCount,
                  }),
          },
          {
            key: 'earnings',
            label: t('admin.consultants.columns.earnings'),
            numeric: true,
            // One figure per currency the psychic was paid in; rupees and euros are never added.
            render: (row) =>
              row.earnings.length === 0
                ? '—'
                : row.earnings
                    .map((earned) => money(earned.amount, earned.currency, language))
                    .join(' · '),
          },
          {
            key: 'last_active',
            label: t('admin.consultants.columns.last_active'),
            render: (row) =>
              row.status === 'offline'
                ? dateTime(row.lastActiveAt, language)
                : t('admin.consultants.active_now'),
          },
          {
            key: 'price',
            label: t('admin.consultants.columns.price'),
            numeric: true,
            render: (row) =>
              row.servesInr
                ? rupees(row.pricePerMinuteMinor, language)
                : `${rupees(row.pricePerMinuteMinor, language)} (${t('admin.consultants.not_in_india')})`,
          },
          {
            key: 'eur_price',
            label: t('admin.consultants.columns.eur_price'),
            numeric: true,
            render: (row) =>
              row.eurPricePerMinuteMinor === null
                ? t('admin.consultants.no_euro')
                : money(row.eurPricePerMinuteMinor, 'EUR', language),
          },
          {
            key: 'call_price',
            label: t('admin.consultants.columns.call_price'),
            numeric: true,
            render: (row) =>
              row.callPricePerMinuteMinor === null
                ? t('admin.consultants.no_calls')
                : `${rupees(row.callPricePerMinuteMinor, language)}${
                    row.acceptsCalls ? '' : ` (${t('admin.consultants.calls_off')})`
                  }`,
          },
          {
            key: 'share',
            label: t('admin.consultants.columns.share'),
            numeric: true,
            render: (row) =>
              row.platformSharePercent === null
                ? t('admin.consultants.default_share')
                : `${row.platformSharePercent} %`,
          },
          {
            key: 'phone',
            label: t('admin.consultants.columns.phone'),
            render: (row) =>
              row.mobile === null ? '—' : `+${row.countryCode ?? ''} ${row.mobile}`,
          },
          {
            key: 'state',
            label: t('admin.consultants.columns.state'),
            render: (row) =>
              row.suspended ? (
                <span className="font-semibold text-error">
                  {t('admin.consultants.states.suspended')}
                </span>
              ) : (
                t(`catalogue.status.${row.status}`)
              ),
          },
          {
            key: 'actions',
            label: t('admin.actions'),
            render: (row) => (
              <span className="flex flex-wrap gap-2">
                <RowButton
                  onClick={() => {
                    setNotice(null);
                    setEditing(row);
                  }}
                >
                  {t('admin.consultants.edit_button')}
                </RowButton>
                <RowButton
                  label={t('admin.gallery.open_label', { name: row.displayName })}
                  onClick={() => {
                    setNotice(null);
                    setGallery(row);
                  }}
                >
                  {t('admin.gallery.open')}
                </RowButton>
                <RowButton
                  label={t(
                    row.verified
                      ? 'admin.consultants.unverify_label'
                      : 'admin.consultants.verify_label',
                    { name: row.displayName },
                  )}
                  onClick={() => {
                    setNotice(null);
                    setVerifying(row);
                  }}
                >
                  {t(row.verified ? 'admin.consultants.unverify' : 'admin.consultants.verify')}
                </RowButton>
                {row.status === 'online' ? (
                  <RowButton
                    onClick={() => {
                      setNotice(null);
                      setTakingOffline(row);
                    }}
                  >
                    {t('admin.consultants.force_offline')}
                  </RowButton>
                ) : null}
                <RowButton
                  tone="night"
                  disabled={suspend.isPending}
                  onClick={() => {
                    setNotice(null);
                    if (row.suspended) suspend.mutate(row);
                    else setSuspending(row);
                  }}
                >
                  {row.suspended ? t('admin.consultants.restore') : t('admin.consultants.suspend')}
                </RowButton>
              </span>
            ),
          },
        ]}
      />
    </div>
  );
}

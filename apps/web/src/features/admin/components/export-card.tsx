import { EXPORT_KINDS, type ExportKind } from '@lumus/contract/admin/admin-export';
import { adminExportCall } from '@lumus/contract/admin/admin-calls';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../../lib/ui/button-styles';
import { saveDownload } from '../../earnings/api/earnings-api';
import { adminPost } from '../api/admin-call';
import { reasonOf } from './admin-format';
import { FormFailure, SelectField } from './fields';
import { DateRangeFilters } from './filter-fields';

/**
 * Sessions, payments or payouts of a period as a CSV file. The first period offered is the
 * dashboard's last seven days (days from the server, so no clock is read while rendering).
 */
export function ExportCard({ firstDay, lastDay }: { firstDay: string; lastDay: string }) {
  const { t } = useTranslation();
  const [kind, setKind] = useState<ExportKind>('sessions');
  const [period, setPeriod] = useState({ from: firstDay, to: lastDay });
  const download = useMutation({
    mutationFn: () => adminPost(adminExportCall, { kind, ...period }),
    onSuccess: saveDownload,
  });
  return (
    <section
      data-testid="admin-export"
      className="space-y-3 rounded-3xl bg-white p-4 shadow-sm ring-1 ring-night/5"
    >
      <h2 className="font-semibold text-night">{t('admin.export.title')}</h2>
      <div className="grid gap-3 sm:grid-cols-4 sm:items-end">
        <SelectField
          label={t('admin.export.kind')}
          value={kind}
          onChange={(event) => {
            const chosen = EXPORT_KINDS.find((entry) => entry === event.target.value);
            if (chosen !== undefined) setKind(chosen);
          }}
        >
          {EXPORT_KINDS.map((entry) => (
            <option key={entry} value={entry}>
              {t(`admin.export.kinds.${entry}`)}
            </option>
          ))}
        </SelectField>
        <DateRangeFilters
          from={period.from}
          to={period.to}
          onChange={(key, value) => {
            setPeriod({ ...period, [key]: value });
          }}
        />
        <button
          type="button"
          className={buttonStyles.primary}
          disabled={download.isPending}
          onClick={() => {
            download.mutate();
          }}
        >
          {t('admin.export.button')}
        </button>
      </div>
      <FormFailure message={download.isError ? reasonOf(download.error) : null} />
    </section>
  );
}

import type { ApplicationFileKind } from '@lumus/contract/onboarding/application-files';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api/api-error';
import { uploadApplicationFile } from '../api/onboarding-api';

/** Uploads on choosing, so the form only carries the stored file's id. */
export function FileField({
  kind,
  label,
  hint,
  accept,
  hasFile,
  onUploaded,
}: {
  kind: ApplicationFileKind;
  label: string;
  hint: string;
  accept: string;
  hasFile: boolean;
  onUploaded: (fileId: string) => void;
}) {
  const { t } = useTranslation();
  const upload = useMutation({
    mutationFn: (file: File) => uploadApplicationFile(kind, file),
    onSuccess: (stored) => {
      onUploaded(stored.id);
    },
  });
  const id = `application-${kind}`;
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block font-semibold text-night">
        {label}
      </label>
      <p id={`${id}-hint`} className="text-sm text-muted">
        {hint}
      </p>
      <input
        id={id}
        type="file"
        accept={accept}
        aria-describedby={`${id}-hint ${id}-state`}
        className="block w-full text-sm"
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file !== undefined) upload.mutate(file);
        }}
      />
      <p id={`${id}-state`} role="status" className="text-sm">
        {upload.isPending ? (
          <span className="text-muted">{t('onboarding.form.uploading')}</span>
        ) : upload.isError ? (
          <span className="text-error-text">
            {isApiError(upload.error) ? upload.error.reason : t('onboarding.form.upload_failed')}
          </span>
        ) : hasFile ? (
          <span className="text-online-text">{t('onboarding.form.uploaded')}</span>
        ) : null}
      </p>
    </div>
  );
}

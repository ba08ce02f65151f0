import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useBlobUrlRef } from '../../../lib/files/use-blob-url-ref';
import { applicationFileQuery } from '../api/onboarding-api';

/**
 * A private application file shown to its applicant or to staff: an image inline, a PDF as a link
 * that opens it. The bytes come through the authorised route, never a public URL.
 */
export function PrivateFile({
  fileId,
  contentType,
  label,
}: {
  fileId: string;
  contentType: string;
  label: string;
}) {
  const { t } = useTranslation();
  const file = useQuery(applicationFileQuery(fileId));
  const blobUrl = useBlobUrlRef(file.data);
  if (file.isError) return <p className="text-sm text-error-text">{t('onboarding.file.failed')}</p>;
  if (file.data === undefined) {
    return <p className="text-sm text-muted">{t('onboarding.file.loading')}</p>;
  }
  if (contentType.startsWith('image/')) {
    return (
      <img
        ref={blobUrl}
        alt={label}
        data-testid="private-file-image"
        className="max-h-64 rounded-2xl object-contain ring-1 ring-night/10"
      />
    );
  }
  return (
    <a
      ref={blobUrl}
      target="_blank"
      rel="noreferrer"
      className="text-sm font-semibold text-violet underline"
    >
      {t('onboarding.file.open_pdf', { label })}
    </a>
  );
}

import type { SupportImage } from '@lumus/contract/support/support';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlobUrlRef } from '../../../lib/files/use-blob-url-ref';
import { useSession } from '../../../lib/session/session-context';
import { ModalDialog } from '../../../lib/ui/modal-dialog';
import { DialogHeader } from '../../auth/components/dialog-header';
import { supportImageQuery } from '../api/support-api';

/**
 * An image in a support conversation, fetched with the viewer's sign-in (it has no public URL);
 * a tap opens it full size.
 */
export function SupportImageView({ image, alt }: { image: SupportImage; alt: string }) {
  const { t } = useTranslation();
  const { userId } = useSession();
  const file = useQuery(supportImageQuery(userId, image.id));
  const [open, setOpen] = useState(false);
  const thumb = useBlobUrlRef(file.data);
  if (file.isError) {
    return (
      <p className="my-1 text-sm text-error-text" data-testid="support-image-failed">
        {t('support.image.failed')}{' '}
        <button
          type="button"
          className="font-semibold underline"
          onClick={() => void file.refetch()}
        >
          {t('support.image.retry')}
        </button>
      </p>
    );
  }
  if (file.data === undefined) {
    return (
      <span
        role="status"
        className="my-1 block h-32 w-48 max-w-full animate-pulse rounded-xl bg-night/10"
      >
        <span className="sr-only">{t('support.image.loading')}</span>
      </span>
    );
  }
  return (
    <>
      <button
        type="button"
        className="my-1 block rounded-xl focus-visible:outline-2 focus-visible:outline-violet"
        aria-label={t('support.image.open', { alt })}
        onClick={() => {
          setOpen(true);
        }}
      >
        <img
          ref={thumb}
          alt={alt}
          data-testid="support-image"
          className="max-h-60 max-w-full rounded-xl object-contain"
        />
      </button>
      {open ? (
        <FullSizeImage
          blob={file.data}
          alt={alt}
          onClose={() => {
            setOpen(false);
          }}
        />
      ) : null}
    </>
  );
}

function FullSizeImage({ blob, alt, onClose }: { blob: Blob; alt: string; onClose: () => void }) {
  const titleId = useId();
  const full = useBlobUrlRef(blob);
  return (
    <ModalDialog labelledBy={titleId} onClose={onClose} wide>
      <DialogHeader titleId={titleId} title={alt} onClose={onClose} />
      <img
        ref={full}
        alt={alt}
        data-testid="support-image-full"
        className="max-h-[80vh] w-full rounded-b-3xl object-contain p-2"
      />
    </ModalDialog>
  );
}

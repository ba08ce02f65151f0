import type { AdminConsultant } from '@lumus/contract/admin/admin-consultants';
import type { AdminGallery } from '@lumus/contract/admin/admin-gallery';
import { MAX_UPLOAD_BYTES } from '@lumus/contract/uploads/upload-files';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../../lib/ui/button-styles';
import { ListSkeleton, LoadFailedMessage } from '../../../lib/ui/list-states';
import {
  addGalleryImage,
  adminGalleryQuery,
  removeGalleryImage,
  reorderGallery,
} from '../api/admin-gallery-api';
import { uploadPhoto } from '../api/upload-photo';
import { reasonOf } from './admin-format';
import { FormFailure, TextField } from './fields';
import { imageFileSize } from './gallery-image-size';
import { RowButton } from './row-button';

/** One psychic's gallery as the profile shows it: add by upload, move, remove. */
export function GalleryEditor({
  consultant,
  onBack,
}: {
  consultant: AdminConsultant;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const headingId = useId();
  const query = adminGalleryQuery(consultant.id);
  const gallery = useQuery(query);
  const [captionEn, setCaptionEn] = useState('');
  const [captionDe, setCaptionDe] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const change = useMutation({
    mutationFn: (run: () => Promise<AdminGallery>) => run(),
    onSuccess: (data) => {
      queryClient.setQueryData(query.queryKey, data);
    },
  });

  const onFile = async (input: HTMLInputElement) => {
    const file = input.files?.[0];
    input.value = '';
    setProblem(null);
    setNotice(null);
    if (file === undefined) return;
    if (captionEn.trim() === '' || captionDe.trim() === '') {
      setProblem(t('admin.gallery.captions_needed'));
      return;
    }
    if (file.size > MAX_UPLOAD_BYTES) {
      setProblem(t('admin.errors.photo_size'));
      return;
    }
    try {
      const size = await imageFileSize(file);
      await change.mutateAsync(async () =>
        addGalleryImage({
          consultantId: consultant.id,
          imageUrl: await uploadPhoto(file),
          captionEn,
          captionDe,
          ...size,
        }),
      );
      setCaptionEn('');
      setCaptionDe('');
      setNotice(t('admin.gallery.added_notice'));
    } catch (error) {
      setProblem(reasonOf(error));
    }
  };

  const move = (ids: number[], from: number, to: number) => {
    const next = [...ids];
    const [moved] = next.splice(from, 1);
    if (moved === undefined) return;
    next.splice(to, 0, moved);
    change.mutate(() => reorderGallery(consultant.id, next));
  };

  return (
    <section
      aria-labelledby={headingId}
      data-testid="gallery-editor"
      className="space-y-5 rounded-3xl bg-white p-4 shadow-sm ring-1 ring-night/5 sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="text-lg font-semibold text-night">
          {t('admin.gallery.title', { name: consultant.displayName })}
        </h2>
        <button type="button" className={buttonStyles.secondary} onClick={onBack}>
          {t('admin.back')}
        </button>
      </div>
      {gallery.isPending ? <ListSkeleton rows={2} /> : null}
      {gallery.isError ? <LoadFailedMessage onRetry={() => void gallery.refetch()} /> : null}
      {gallery.data === undefined ? null : gallery.data.images.length === 0 ? (
        <p className="text-sm text-muted">{t('admin.gallery.empty')}</p>
      ) : (
        <ol className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
          {gallery.data.images.map((image, index, images) => {
            const ids = images.map((entry) => entry.id);
            const name = image.captionEn || t('admin.gallery.image', { number: index + 1 });
            return (
              <li key={image.id} className="space-y-2">
                <img
                  src={image.imageUrl}
                  alt={name}
                  className="aspect-square w-full rounded-2xl object-cover"
                />
                <span className="flex flex-wrap gap-1">
                  <RowButton
                    tone="night"
                    label={t('admin.gallery.earlier_label', { name })}
                    disabled={index === 0 || change.isPending}
                    onClick={() => {
                      move(ids, index, index - 1);
                    }}
                  >
                    {t('admin.gallery.earlier')}
                  </RowButton>
                  <RowButton
                    tone="night"
                    label={t('admin.gallery.later_label', { name })}
                    disabled={index === images.length - 1 || change.isPending}
                    onClick={() => {
                      move(ids, index, index + 1);
                    }}
                  >
                    {t('admin.gallery.later')}
                  </RowButton>
                  <RowButton
                    label={t('admin.gallery.remove_label', { name })}
                    disabled={change.isPending}
                    onClick={() => {
                      setNotice(null);
                      change.mutate(() => removeGalleryImage(image.id));
                    }}
                  >
                    {t('admin.gallery.remove')}
                  </RowButton>
                </span>
              </li>
            );
          })}
        </ol>
      )}
      <div className="space-y-3 border-t border-night/10 pt-4">
        <h3 className="text-base font-semibold text-night">{t('admin.gallery.add_title')}</h3>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('admin.gallery.caption_en')}
            hint={t('admin.gallery.caption_hint')}
            value={captionEn}
            maxLength={200}
            onChange={(event) => {
              setCaptionEn(event.target.value);
            }}
          />
          <TextField
            label={t('admin.gallery.caption_de')}
            value={captionDe}
            maxLength={200}
            onChange={(event) => {
              setCaptionDe(event.target.value);
            }}
          />
        </div>
        <label
          className={`${buttonStyles.primary} cursor-pointer focus-within:ring-2 focus-within:ring-violet/50`}
        >
          {change.isPending ? t('admin.consultants.uploading') : t('admin.gallery.upload')}
          <input
            type="file"
            accept="image/png,image/jpeg,image/webp,image/gif"
            className="sr-only"
            data-testid="gallery-upload"
            disabled={change.isPending}
            onChange={(event) => {
              void onFile(event.target);
            }}
          />
        </label>
        <p className="text-xs text-muted">{t('admin.consultants.photo_hint')}</p>
      </div>
      <FormFailure message={problem ?? (change.isError ? reasonOf(change.error) : null)} />
      {notice === null ? null : (
        <p role="status" className="text-sm text-night">
          {notice}
        </p>
      )}
    </section>
  );
}

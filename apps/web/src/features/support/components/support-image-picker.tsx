import { ImagePlus, X } from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlobUrlRef } from '../../../lib/files/use-blob-url-ref';
import { formatFileSize } from '../../../lib/format/file-size';
import { useLanguage } from '../../../lib/i18n/use-language';
import { buttonStyles } from '../../../lib/ui/button-styles';
import { SUPPORT_IMAGE_ACCEPT, supportImageProblem } from '../support-image-check';

/**
 * Attaches one image to a message: on a phone the camera or the gallery, elsewhere a file. A file
 * of another type or too big is refused here with the reason (`onProblem`); the chosen one is
 * previewed with a way to remove it before sending.
 */
export function SupportImagePicker({
  image,
  maxBytes,
  disabled,
  onChange,
  onProblem,
}: {
  image: File | null;
  maxBytes: number;
  disabled: boolean;
  onChange: (image: File | null) => void;
  onProblem: (reason: string) => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const input = useRef<HTMLInputElement>(null);
  const preview = useBlobUrlRef(image);
  const max = formatFileSize(maxBytes, language);
  return (
    <div className="flex flex-wrap items-center gap-3">
      <input
        ref={input}
        type="file"
        accept={SUPPORT_IMAGE_ACCEPT}
        className="sr-only"
        tabIndex={-1}
        aria-label={t('support.image.input')}
        data-testid="support-image-input"
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Emptied, so the same file can be chosen again after it was removed.
          event.target.value = '';
          if (file === undefined) return;
          const problem = supportImageProblem(file, maxBytes);
          if (problem === null) onChange(file);
          else if (problem.kind === 'size') {
            onProblem(
              t('support.image.too_big', { size: formatFileSize(problem.size, language), max }),
            );
          } else onProblem(t(`support.image.${problem.kind === 'type' ? 'wrong_type' : 'empty'}`));
        }}
      />
      <button
        type="button"
        className={buttonStyles.secondary}
        disabled={disabled}
        onClick={() => {
          input.current?.click();
        }}
      >
        <ImagePlus aria-hidden="true" className="size-4" />
        {image === null ? t('support.image.add') : t('support.image.replace')}
      </button>
      {image === null ? (
        <p className="text-xs text-muted">{t('support.image.hint', { max })}</p>
      ) : (
        <figure className="relative" data-testid="support-image-preview">
          <img
            ref={preview}
            alt={t('support.image.preview')}
            className="size-20 rounded-xl object-cover ring-1 ring-night/10"
          />
          <button
            type="button"
            aria-label={t('support.image.remove')}
            disabled={disabled}
            onClick={() => {
              onChange(null);
            }}
            className="absolute -top-4 -right-4 inline-flex size-11 items-center justify-center rounded-full"
          >
            {/* A small mark on a finger-sized target. */}
            <span className="inline-flex size-7 items-center justify-center rounded-full bg-night text-white shadow ring-2 ring-white">
              <X aria-hidden="true" className="size-4" />
            </span>
          </button>
        </figure>
      )}
    </div>
  );
}

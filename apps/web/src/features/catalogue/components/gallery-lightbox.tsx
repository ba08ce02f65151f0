import type { GalleryImage } from '@lumus/contract/catalogue/consultant-gallery';
import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/i18n/use-language';

const iconButton =
  'inline-flex size-11 items-center justify-center rounded-full bg-white/10 text-white hover:bg-white/20';

/**
 * One gallery image full size: a labelled modal dialog. Escape or the backdrop closes it, arrow
 * keys and the buttons step through the images, Tab stays inside, and focus returns to the
 * thumbnail that opened it.
 */
export function GalleryLightbox({
  images,
  index,
  onIndexChange,
  onClose,
}: {
  images: readonly GalleryImage[];
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const image = images[index];
  const count = images.length;

  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    closeButton.current?.focus();
    return () => {
      previous?.focus();
    };
  }, []);

  if (image === undefined) return null;
  const step = (delta: number) => {
    onIndexChange((index + delta + count) % count);
  };
  const caption = language === 'de' ? image.captionDe : image.captionEn;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
    } else if (event.key === 'ArrowRight') {
      step(1);
    } else if (event.key === 'ArrowLeft') {
      step(-1);
    } else if (event.key === 'Tab' && panel.current !== null) {
      const focusable = Array.from(panel.current.querySelectorAll<HTMLElement>('button'));
      const first = focusable[0];
      const last = focusable.at(-1);
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first?.focus();
      }
    }
  };

  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center p-3 sm:p-8">
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-night/90 motion-safe:animate-fade-in"
        onClick={onClose}
      />
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        onKeyDown={onKeyDown}
        className="relative flex w-full max-w-3xl flex-col gap-3 motion-safe:animate-rise-in"
      >
        <div className="flex items-center justify-between gap-2 text-white">
          <h2 id={titleId} className="font-sans text-sm font-semibold">
            {t('catalogue.profile.lightbox_label', { index: index + 1, count })}
          </h2>
          <button
            ref={closeButton}
            type="button"
            onClick={onClose}
            aria-label={t('catalogue.profile.close')}
            className={iconButton}
          >
            <X aria-hidden="true" className="size-5" />
          </button>
        </div>
        <figure className="overflow-hidden rounded-3xl bg-night-2">
          <img
            src={image.imageUrl}
            alt={caption}
            width={image.width}
            height={image.height}
            className="h-auto max-h-[70dvh] w-full object-contain"
          />
          <figcaption className="px-4 py-3 text-sm text-white/85">{caption}</figcaption>
        </figure>
        {count > 1 ? (
          <div className="flex justify-center gap-3">
            <button
              type="button"
              onClick={() => {
                step(-1);
              }}
              aria-label={t('catalogue.profile.previous_image')}
              className={iconButton}
            >
              <ChevronLeft aria-hidden="true" className="size-5" />
            </button>
            <button
              type="button"
              onClick={() => {
                step(1);
              }}
              aria-label={t('catalogue.profile.next_image')}
              className={iconButton}
            >
              <ChevronRight aria-hidden="true" className="size-5" />
            </button>
          </div>
        ) : null}
      </div>
    </div>
  );
}

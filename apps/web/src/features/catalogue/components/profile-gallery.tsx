import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/i18n/use-language';
import { consultantGalleryQuery } from '../api/get-consultant-gallery';
import { GalleryLightbox } from './gallery-lightbox';

/** Thumbnails that open the lightbox; nothing at all when there are no images. */
export function ProfileGallery({ consultantId }: { consultantId: number }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { data: images = [], isPending } = useQuery(consultantGalleryQuery(consultantId));
  const [open, setOpen] = useState<number | null>(null);
  if (!isPending && images.length === 0) return null;
  return (
    <section aria-labelledby="gallery-title" className="flex flex-col gap-3">
      <h2 id="gallery-title" className="text-xl font-semibold text-night">
        {t('catalogue.profile.gallery')}
      </h2>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {isPending
          ? Array.from({ length: 2 }, (_, index) => (
              <li
                key={index}
                aria-hidden="true"
                className="aspect-[4/3] rounded-2xl bg-night/5 motion-safe:animate-pulse"
              />
            ))
          : images.map((image, index) => {
              const caption = language === 'de' ? image.captionDe : image.captionEn;
              return (
                <li key={image.id}>
                  <button
                    type="button"
                    data-testid="gallery-thumbnail"
                    onClick={() => {
                      setOpen(index);
                    }}
                    aria-label={t('catalogue.profile.open_image', { caption })}
                    className="block w-full overflow-hidden rounded-2xl ring-1 ring-night/5 transition-transform duration-200 hover:scale-[1.02]"
                  >
                    <img
                      src={image.imageUrl}
                      alt=""
                      width={image.width}
                      height={image.height}
                      loading="lazy"
                      className="aspect-[4/3] h-auto w-full object-cover"
                    />
                  </button>
                </li>
              );
            })}
      </ul>
      {open === null ? null : (
        <GalleryLightbox
          images={images}
          index={open}
          onIndexChange={setOpen}
          onClose={() => {
            setOpen(null);
          }}
        />
      )}
    </section>
  );
}

import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../../lib/ui/button-styles';
import { FieldError } from './fields';

/** The psychic's photo with its upload button; the file goes to `onFile`. */
export function PhotoField({
  photoUrl,
  uploading,
  error,
  onFile,
}: {
  photoUrl: string;
  uploading: boolean;
  error: string | undefined;
  onFile: (file: File | undefined) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="space-y-1">
      <span className="block text-sm font-medium text-night">
        {t('admin.consultants.fields.photo')}
      </span>
      <div className="flex items-center gap-3">
        {photoUrl === '' ? (
          <span className="size-14 rounded-full bg-night/5" aria-hidden="true" />
        ) : (
          <img src={photoUrl} alt="" className="size-14 rounded-full object-cover" />
        )}
        <label className={`${buttonStyles.secondary} cursor-pointer`}>
          {uploading ? t('admin.consultants.uploading') : t('admin.consultants.upload')}
          <input
            type="file"
            accept="image/png,image/jpeg,image/webp,image/gif"
            className="sr-only"
            data-testid="consultant-photo"
            onChange={(event) => {
              onFile(event.target.files?.[0]);
            }}
          />
        </label>
      </div>
      <p className="text-xs text-muted">{t('admin.consultants.photo_hint')}</p>
      <FieldError error={error} />
    </div>
  );
}

export function CheckGroup({
  legend,
  options,
  selected,
  error,
  onToggle,
}: {
  legend: string;
  options: readonly { key: string; label: string }[];
  selected: readonly string[];
  error: string | undefined;
  onToggle: (key: string) => void;
}) {
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-night">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => (
          <label
            key={option.key}
            className={`inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full px-3 text-sm ring-1 ${
              selected.includes(option.key)
                ? 'bg-violet-soft text-violet ring-violet/40'
                : 'bg-white text-night ring-night/10'
            }`}
          >
            <input
              type="checkbox"
              className="accent-violet"
              checked={selected.includes(option.key)}
              onChange={() => {
                onToggle(option.key);
              }}
            />
            {option.label}
          </label>
        ))}
      </div>
      <FieldError error={error} />
    </fieldset>
  );
}

import type { AdminConsultant } from '@lumus/contract/admin/admin-consultants';
import { CONSULTANT_CATEGORIES, CONSULTANT_LANGUAGES } from '@lumus/contract/catalogue/consultant';
import { INDIA_MOBILE_LENGTH, OTHER_MOBILE_MIN_LENGTH } from '@lumus/contract/constants';
import { MAX_UPLOAD_BYTES } from '@lumus/contract/uploads/upload-files';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCEPT_LANGUAGE } from '@lumus/contract/constants';
import { useLanguage } from '../../../lib/i18n/use-language';
import { buttonStyles } from '../../../lib/ui/button-styles';
import { saveConsultant, type ConsultantPayload } from '../api/admin-consultants-api';
import { adminKeys } from '../api/admin-keys';
import { uploadPhoto } from '../api/upload-photo';
import { parseRupees, reasonOf, rupeesInput } from './admin-format';
import { FieldError, FormFailure, inputStyle, TextField } from './fields';

type Draft = {
  displayName: string;
  photoUrl: string;
  bioEn: string;
  bioDe: string;
  categories: string[];
  languages: string[];
  experienceYears: string;
  price: string;
  share: string;
  countryCode: string;
  mobile: string;
};

function draftOf(consultant: AdminConsultant | null): Draft {
  return {
    displayName: consultant?.displayName ?? '',
    photoUrl: consultant?.photoUrl ?? '',
    bioEn: consultant?.bioEn ?? '',
    bioDe: consultant?.bioDe ?? '',
    categories: consultant?.categories ?? [],
    languages: consultant?.languages ?? [],
    experienceYears: String(consultant?.experienceYears ?? ''),
    price: consultant === null ? '' : rupeesInput(consultant.pricePerMinuteMinor),
    share: consultant?.platformSharePercent == null ? '' : String(consultant.platformSharePercent),
    countryCode: consultant?.countryCode ?? '91',
    mobile: consultant?.mobile ?? '',
  };
}

type Errors = Partial<Record<keyof Draft, string>>;

/** Checks the draft as the server will; returns the payload or the errors by field. */
function validate(
  draft: Draft,
  t: (key: AdminErrorKey) => string,
): { ok: true; payload: ConsultantPayload } | { ok: false; errors: Errors } {
  const errors: Errors = {};
  if (draft.displayName.trim().length < 2) errors.displayName = t('admin.errors.name');
  if (draft.photoUrl === '') errors.photoUrl = t('admin.errors.photo');
  if (draft.bioEn.trim() === '') errors.bioEn = t('admin.errors.required');
  if (draft.bioDe.trim() === '') errors.bioDe = t('admin.errors.required');
  if (draft.categories.length === 0) errors.categories = t('admin.errors.pick_one');
  if (draft.languages.length === 0) errors.languages = t('admin.errors.pick_one');
  const years = Number(draft.experienceYears);
  if (!/^\d{1,2}$/.test(draft.experienceYears.trim()))
    errors.experienceYears = t('admin.errors.years');
  const price = parseRupees(draft.price);
  if (price === undefined || price > 100_000) errors.price = t('admin.errors.price');
  const share = draft.share.trim() === '' ? null : Number(draft.share);
  if (share !== null && !(Number.isInteger(share) && share >= 0 && share <= 100)) {
    errors.share = t('admin.errors.share');
  }
  const mobile = draft.mobile.trim();
  const code = draft.countryCode.trim().replace(/^\+/, '');
  if (mobile !== '') {
    if (!/^\d{1,4}$/.test(code)) errors.countryCode = t('admin.errors.country_code');
    const valid =
      /^\d+$/.test(mobile) &&
      (code === '91'
        ? mobile.length === INDIA_MOBILE_LENGTH
        : mobile.length >= OTHER_MOBILE_MIN_LENGTH);
    if (!valid) errors.mobile = t('admin.errors.mobile');
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const payload: ConsultantPayload = {
    displayName: draft.displayName.trim(),
    photoUrl: draft.photoUrl,
    bioEn: draft.bioEn.trim(),
    bioDe: draft.bioDe.trim(),
    categories: draft.categories,
    languages: draft.languages,
    experienceYears: years,
    pricePerMinuteMinor: price ?? 0,
    platformSharePercent: share,
    countryCode: code,
    mobile,
  };
  return { ok: true, payload };
}

type AdminErrorKey =
  | 'admin.errors.name'
  | 'admin.errors.photo'
  | 'admin.errors.required'
  | 'admin.errors.pick_one'
  | 'admin.errors.years'
  | 'admin.errors.price'
  | 'admin.errors.share'
  | 'admin.errors.country_code'
  | 'admin.errors.mobile';

/** Create or edit a psychic: profile, photo upload, skills, prices and the console number. */
export function ConsultantForm({
  consultant,
  onDone,
}: {
  consultant: AdminConsultant | null;
  onDone: (saved: AdminConsultant | null) => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<Draft>(() => draftOf(consultant));
  const [errors, setErrors] = useState<Errors>({});
  const [uploading, setUploading] = useState(false);
  const headingId = useId();
  const languageNames = new Intl.DisplayNames([ACCEPT_LANGUAGE[language]], { type: 'language' });

  const save = useMutation({
    mutationFn: (payload: ConsultantPayload) => saveConsultant(consultant?.id ?? null, payload),
    onSuccess: async (saved) => {
      await queryClient.invalidateQueries({ queryKey: adminKeys.all });
      onDone(saved);
    },
  });

  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => {
    setDraft((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  };
  const toggle = (key: 'categories' | 'languages', value: string) => {
    set(
      key,
      draft[key].includes(value)
        ? draft[key].filter((entry) => entry !== value)
        : [...draft[key], value],
    );
  };

  const onPhoto = async (file: File | undefined) => {
    if (file === undefined) return;
    if (file.size > MAX_UPLOAD_BYTES) {
      setErrors((current) => ({ ...current, photoUrl: t('admin.errors.photo_size') }));
      return;
    }
    setUploading(true);
    try {
      set('photoUrl', await uploadPhoto(file));
    } catch (error) {
      setErrors((current) => ({ ...current, photoUrl: reasonOf(error) }));
    } finally {
      setUploading(false);
    }
  };

  const onSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    const result = validate(draft, t);
    if (result.ok) save.mutate(result.payload);
    else setErrors(result.errors);
  };

  return (
    <form
      aria-labelledby={headingId}
      noValidate
      onSubmit={onSubmit}
      data-testid="consultant-form"
      className="space-y-5 rounded-3xl bg-white p-4 shadow-sm ring-1 ring-night/5 sm:p-6"
    >
      <h2 id={headingId} className="text-lg font-semibold text-night">
        {consultant === null
          ? t('admin.consultants.new')
          : t('admin.consultants.edit', { name: consultant.displayName })}
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('admin.consultants.fields.name')}
          value={draft.displayName}
          error={errors.displayName}
          onChange={(event) => {
            set('displayName', event.target.value);
          }}
        />
        <div className="space-y-1">
          <span className="block text-sm font-medium text-night">
            {t('admin.consultants.fields.photo')}
          </span>
          <div className="flex items-center gap-3">
            {draft.photoUrl === '' ? (
              <span className="size-14 rounded-full bg-night/5" aria-hidden="true" />
            ) : (
              <img src={draft.photoUrl} alt="" className="size-14 rounded-full object-cover" />
            )}
            <label className={`${buttonStyles.secondary} cursor-pointer`}>
              {uploading ? t('admin.consultants.uploading') : t('admin.consultants.upload')}
              <input
                type="file"
                accept="image/png,image/jpeg,image/webp,image/gif"
                className="sr-only"
                data-testid="consultant-photo"
                onChange={(event) => {
                  void onPhoto(event.target.files?.[0]);
                }}
              />
            </label>
          </div>
          <p className="text-xs text-muted">{t('admin.consultants.photo_hint')}</p>
          <FieldError error={errors.photoUrl} />
        </div>
        <BioField
          label={t('admin.consultants.fields.bio_en')}
          value={draft.bioEn}
          error={errors.bioEn}
          onChange={(value) => {
            set('bioEn', value);
          }}
        />
        <BioField
          label={t('admin.consultants.fields.bio_de')}
          value={draft.bioDe}
          error={errors.bioDe}
          onChange={(value) => {
            set('bioDe', value);
          }}
        />
      </div>
      <CheckGroup
        legend={t('admin.consultants.fields.categories')}
        options={CONSULTANT_CATEGORIES.map((key) => ({
          key,
          label: t(`catalogue.categories.${key}`),
        }))}
        selected={draft.categories}
        error={errors.categories}
        onToggle={(key) => {
          toggle('categories', key);
        }}
      />
      <CheckGroup
        legend={t('admin.consultants.fields.languages')}
        options={CONSULTANT_LANGUAGES.map((key) => ({ key, label: languageNames.of(key) ?? key }))}
        selected={draft.languages}
        error={errors.languages}
        onToggle={(key) => {
          toggle('languages', key);
        }}
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField
          label={t('admin.consultants.fields.experience')}
          inputMode="numeric"
          value={draft.experienceYears}
          error={errors.experienceYears}
          onChange={(event) => {
            set('experienceYears', event.target.value);
          }}
        />
        <TextField
          label={t('admin.consultants.fields.price')}
          inputMode="decimal"
          value={draft.price}
          error={errors.price}
          onChange={(event) => {
            set('price', event.target.value);
          }}
        />
        <TextField
          label={t('admin.consultants.fields.share')}
          inputMode="numeric"
          hint={t('admin.consultants.share_hint')}
          value={draft.share}
          error={errors.share}
          onChange={(event) => {
            set('share', event.target.value);
          }}
        />
      </div>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-night">
          {t('admin.consultants.fields.phone')}
        </legend>
        <p className="text-xs text-muted">{t('admin.consultants.phone_hint')}</p>
        <div className="grid grid-cols-[6rem_1fr] gap-3">
          <TextField
            label={t('admin.consultants.fields.country_code')}
            inputMode="numeric"
            value={draft.countryCode}
            error={errors.countryCode}
            onChange={(event) => {
              set('countryCode', event.target.value.replace(/[^\d+]/g, ''));
            }}
          />
          <TextField
            label={t('admin.consultants.fields.mobile')}
            inputMode="numeric"
            value={draft.mobile}
            error={errors.mobile}
            onChange={(event) => {
              set('mobile', event.target.value.replace(/\D/g, ''));
            }}
          />
        </div>
      </fieldset>
      <FormFailure message={save.isError ? reasonOf(save.error) : null} />
      <div className="flex flex-wrap gap-3">
        <button
          type="submit"
          className={buttonStyles.primary}
          disabled={save.isPending || uploading}
        >
          {save.isPending ? t('admin.saving') : t('admin.save')}
        </button>
        <button
          type="button"
          className={buttonStyles.secondary}
          onClick={() => {
            onDone(null);
          }}
        >
          {t('admin.cancel')}
        </button>
      </div>
    </form>
  );
}

function BioField({
  label,
  value,
  error,
  onChange,
}: {
  label: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium text-night">
        {label}
      </label>
      <textarea
        id={id}
        rows={4}
        value={value}
        aria-invalid={error === undefined ? undefined : true}
        className={`${inputStyle} min-h-24`}
        onChange={(event) => {
          onChange(event.target.value);
        }}
      />
      <FieldError error={error} />
    </div>
  );
}

function CheckGroup({
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

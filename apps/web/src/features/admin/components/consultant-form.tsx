import type { AdminConsultant } from '@lumus/contract/admin/admin-consultants';
import {
  CONSULTANT_CATEGORIES,
  CONSULTANT_LANGUAGES,
} from '@lumus/contract/catalogue/catalogue-values';
import { MAX_UPLOAD_BYTES } from '@lumus/contract/uploads/upload-files';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCEPT_LANGUAGE } from '@lumus/contract/constants';
import { useLanguage } from '../../../lib/i18n/use-language';
import { buttonStyles } from '../../../lib/ui/button-styles';
import type { AdminConsultantCreateInput } from '@lumus/contract/admin/admin-consultants';
import { saveConsultant } from '../api/admin-consultants-api';
import { adminKeys } from '../api/admin-keys';
import { uploadPhoto } from '../api/upload-photo';
import { reasonOf } from './admin-format';
import { draftOf, validate, type Draft, type Errors } from './consultant-draft';
import { CheckGroup, PhotoField } from './consultant-form-fields';
import { EditFormCard } from './edit-form-card';
import { CheckboxField, FieldError, FormFailure, TextAreaField, TextField } from './fields';

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
  const languageNames = new Intl.DisplayNames([ACCEPT_LANGUAGE[language]], { type: 'language' });

  const save = useMutation({
    mutationFn: (payload: AdminConsultantCreateInput) =>
      saveConsultant(consultant?.id ?? null, payload),
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
    <EditFormCard
      title={
        consultant === null
          ? t('admin.consultants.new')
          : t('admin.consultants.edit', { name: consultant.displayName })
      }
      testId="consultant-form"
      onSubmit={onSubmit}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('admin.consultants.fields.name')}
          value={draft.displayName}
          error={errors.displayName}
          onChange={(event) => {
            set('displayName', event.target.value);
          }}
        />
        <PhotoField
          photoUrl={draft.photoUrl}
          uploading={uploading}
          error={errors.photoUrl}
          onFile={(file) => {
            void onPhoto(file);
          }}
        />
        <TextAreaField
          label={t('admin.consultants.fields.bio_en')}
          value={draft.bioEn}
          error={errors.bioEn}
          onChange={(event) => {
            set('bioEn', event.target.value);
          }}
        />
        <TextAreaField
          label={t('admin.consultants.fields.bio_de')}
          value={draft.bioDe}
          error={errors.bioDe}
          onChange={(event) => {
            set('bioDe', event.target.value);
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
      <fieldset className="space-y-3" data-testid="admin-prices-inr">
        <legend className="text-sm font-medium text-night">
          {t('admin.consultants.markets.inr')}
        </legend>
        <div>
          <CheckboxField
            label={t('admin.consultants.fields.serves_inr')}
            checked={draft.servesInr}
            onChange={(checked) => {
              set('servesInr', checked);
            }}
          />
          <FieldError error={errors.servesInr} />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
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
            label={t('admin.consultants.fields.call_price')}
            inputMode="decimal"
            hint={t('admin.consultants.call_price_hint')}
            value={draft.callPrice}
            error={errors.callPrice}
            data-testid="admin-call-price"
            onChange={(event) => {
              set('callPrice', event.target.value);
            }}
          />
        </div>
      </fieldset>
      <fieldset className="space-y-3" data-testid="admin-prices-eur">
        <legend className="text-sm font-medium text-night">
          {t('admin.consultants.markets.eur')}
        </legend>
        <p className="text-xs text-muted">{t('admin.consultants.eur_hint')}</p>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('admin.consultants.fields.eur_price')}
            inputMode="decimal"
            value={draft.eurPrice}
            error={errors.eurPrice}
            onChange={(event) => {
              set('eurPrice', event.target.value);
            }}
          />
          <TextField
            label={t('admin.consultants.fields.eur_call_price')}
            inputMode="decimal"
            hint={t('admin.consultants.eur_call_price_hint')}
            value={draft.eurCallPrice}
            error={errors.eurCallPrice}
            onChange={(event) => {
              set('eurCallPrice', event.target.value);
            }}
          />
        </div>
      </fieldset>
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
    </EditFormCard>
  );
}

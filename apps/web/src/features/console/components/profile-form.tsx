import { CONSULTANT_LANGUAGES } from '@lumus/contract/catalogue/catalogue-values';
import type { ConsultantLanguage } from '@lumus/contract/catalogue/consultant';
import type { ConsoleProfile } from '@lumus/contract/onboarding/console-profile';
import { MAX_UPLOAD_BYTES } from '@lumus/contract/uploads/upload-files';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCEPT_LANGUAGE } from '@lumus/contract/constants';
import { useLanguage } from '../../../lib/i18n/use-language';
import { useSession } from '../../../lib/session/session-context';
import { buttonStyles } from '../../../lib/ui/button-styles';
import { uploadPhoto } from '../../admin/api/upload-photo';
import { reasonOf } from '../../admin/components/admin-format';
import { CheckGroup, PhotoField } from '../../admin/components/consultant-form-fields';
import { FormFailure, SavedNotice, TextAreaField } from '../../admin/components/fields';
import { EditFormCard } from '../../admin/components/edit-form-card';
import { consoleKeys } from '../api/console-keys';
import { updateConsoleProfile } from '../api/console-profile';

function isConsultantLanguage(key: string): key is ConsultantLanguage {
  return (CONSULTANT_LANGUAGES as readonly string[]).includes(key);
}

type Draft = Pick<ConsoleProfile, 'photoUrl' | 'bioEn' | 'bioDe' | 'languages'>;

/**
 * The psychic's own photo, bios and languages. The server is the one judge of what is valid (its
 * contract has the rules), so a refusal shows its `reason` rather than a second set of checks here.
 */
export function ProfileForm({ profile }: { profile: ConsoleProfile }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { userId } = useSession();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<Draft>(() => ({
    photoUrl: profile.photoUrl,
    bioEn: profile.bioEn,
    bioDe: profile.bioDe,
    languages: profile.languages,
  }));
  const [photoError, setPhotoError] = useState<string | undefined>(undefined);
  const [uploading, setUploading] = useState(false);
  const [saved, setSaved] = useState(false);
  const languageNames = new Intl.DisplayNames([ACCEPT_LANGUAGE[language]], { type: 'language' });

  const save = useMutation({
    mutationFn: updateConsoleProfile,
    onMutate: () => {
      setSaved(false);
    },
    onSuccess: (next) => {
      queryClient.setQueryData(consoleKeys.profile(userId), next);
      setSaved(true);
    },
  });

  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => {
    setDraft((current) => ({ ...current, [key]: value }));
    setSaved(false);
  };

  const onPhoto = async (file: File | undefined) => {
    if (file === undefined) return;
    setPhotoError(undefined);
    if (file.size > MAX_UPLOAD_BYTES) {
      setPhotoError(t('admin.errors.photo_size'));
      return;
    }
    setUploading(true);
    try {
      set('photoUrl', await uploadPhoto(file));
    } catch (error) {
      setPhotoError(reasonOf(error));
    } finally {
      setUploading(false);
    }
  };

  const onSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    // The contract lists every language a profile can have, so nothing the psychic picked is lost.
    save.mutate({ ...draft, languages: draft.languages.filter(isConsultantLanguage) });
  };

  return (
    <EditFormCard
      title={t('console.profile.title')}
      testId="console-profile-form"
      onSubmit={onSubmit}
    >
      <p className="text-sm text-muted">{t('console.profile.lead')}</p>
      <PhotoField
        photoUrl={draft.photoUrl}
        uploading={uploading}
        error={photoError}
        onFile={(file) => {
          void onPhoto(file);
        }}
      />
      <TextAreaField
        label={t('console.profile.bio_en')}
        value={draft.bioEn}
        rows={6}
        onChange={(event) => {
          set('bioEn', event.target.value);
        }}
      />
      <TextAreaField
        label={t('console.profile.bio_de')}
        value={draft.bioDe}
        rows={6}
        onChange={(event) => {
          set('bioDe', event.target.value);
        }}
      />
      <CheckGroup
        legend={t('console.profile.languages')}
        options={CONSULTANT_LANGUAGES.map((key) => ({ key, label: languageNames.of(key) ?? key }))}
        selected={draft.languages}
        error={undefined}
        onToggle={(key) => {
          set(
            'languages',
            draft.languages.includes(key)
              ? draft.languages.filter((entry) => entry !== key)
              : [...draft.languages, key],
          );
        }}
      />
      <FormFailure message={save.isError ? reasonOf(save.error) : null} />
      <SavedNotice message={saved ? t('console.profile.saved') : null} />
      <button
        type="submit"
        disabled={save.isPending || uploading}
        data-testid="console-profile-save"
        className={`${buttonStyles.primary} w-full sm:w-auto`}
      >
        {save.isPending ? t('console.profile.saving') : t('console.profile.save')}
      </button>
    </EditFormCard>
  );
}

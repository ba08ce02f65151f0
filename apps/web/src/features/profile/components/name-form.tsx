import { useMutation } from '@tanstack/react-query';
import { useId, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api/api-error';
import { buttonStyles } from '../../../lib/ui/button-styles';
import { FORM_INPUT, FormField } from '../../../lib/ui/form-field';
import { saveProfileName } from '../../auth/api/profile-calls';

/** The user's name as psychics and the menu show it; saved with the welcome modal's call. */
export function NameForm({ userId, name }: { userId: string; name: string }) {
  const { t } = useTranslation();
  const id = useId();
  const [value, setValue] = useState(name);
  const trimmed = value.trim();
  const save = useMutation({
    mutationFn: async () => {
      const response = await saveProfileName(trimmed, userId);
      if (response.status !== 'success') throw new Error(response.reason ?? '');
    },
  });
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (trimmed === '' || save.isPending) return;
    save.mutate();
  };
  const error = save.isError
    ? isApiError(save.error)
      ? save.error.reason
      : t('profile.name_failed')
    : undefined;
  return (
    <form onSubmit={submit} className="space-y-3" noValidate>
      <FormField id={id} label={t('profile.name')} error={error}>
        <input
          id={id}
          type="text"
          autoComplete="given-name"
          maxLength={60}
          data-testid="profile-name"
          value={value}
          aria-invalid={error !== undefined}
          aria-describedby={`${id}-error`}
          onChange={(event) => {
            setValue(event.target.value);
            save.reset();
          }}
          className={FORM_INPUT}
        />
      </FormField>
      <div className="flex items-center gap-3">
        <button
          type="submit"
          data-testid="profile-name-save"
          disabled={trimmed === '' || trimmed === name || save.isPending}
          className={buttonStyles.primary}
        >
          {t('profile.save_name')}
        </button>
        <p role="status" className="text-sm text-muted">
          {save.isSuccess ? t('profile.name_saved') : ''}
        </p>
      </div>
    </form>
  );
}

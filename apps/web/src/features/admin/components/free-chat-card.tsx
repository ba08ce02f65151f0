import type { AdminSettings } from '@lumus/contract/admin/admin-settings';
import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { saveFreeChatMinutes } from '../api/admin-settings-api';
import { TextField } from './fields';
import { SaveFooter } from './form-actions';
import { Card } from './settings-card';
import { useSettingsSave } from './use-settings-save';

/** Minutes of the free first chat, and whether the env file or the admin set them. */
export function FreeChatCard({ settings }: { settings: AdminSettings }) {
  const { t } = useTranslation();
  const [minutes, setMinutes] = useState(String(settings.freeChatMinutes));
  const [error, setError] = useState<string | null>(null);
  const save = useSettingsSave(saveFreeChatMinutes);
  const onSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    const value = Number(minutes);
    if (!/^\d{1,3}$/.test(minutes.trim()) || value > 600) {
      setError(t('admin.errors.minutes'));
      return;
    }
    save.mutate(value);
  };
  return (
    <Card title={t('admin.settings.free_chat')}>
      <form noValidate className="space-y-3" onSubmit={onSubmit}>
        <TextField
          label={t('admin.settings.free_minutes')}
          inputMode="numeric"
          hint={
            settings.freeChatMinutesFromEnv
              ? t('admin.settings.free_from_env')
              : t('admin.settings.free_from_admin')
          }
          value={minutes}
          error={error}
          onChange={(event) => {
            setMinutes(event.target.value);
            setError(null);
          }}
        />
        <SaveFooter save={save} />
      </form>
    </Card>
  );
}

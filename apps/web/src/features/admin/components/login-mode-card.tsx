import type { AdminSettings } from '@lumus/contract/admin/admin-settings';
import { LOGIN_CHECK_ID } from '@lumus/contract/constants';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveStaticValue } from '../api/admin-settings-api';
import { CheckboxField } from './fields';
import { SaveFooter } from './form-actions';
import { LoginModeSelect } from './login-mode-select';
import { Card } from './settings-card';
import { useSettingsSave } from './use-settings-save';

/** Sign-in by mobile or email, and whether a captcha is asked (static value 507). */
export function LoginModeCard({ settings }: { settings: AdminSettings }) {
  const { t } = useTranslation();
  const current = settings.staticValues.find((value) => value.id === LOGIN_CHECK_ID);
  const [mode, setMode] = useState(current?.mode ?? 'MOBILE');
  const [captcha, setCaptcha] = useState(current?.value === 'true');
  const save = useSettingsSave(saveStaticValue);
  return (
    <Card title={t('admin.settings.login_mode')}>
      <form
        className="space-y-3"
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate({ id: LOGIN_CHECK_ID, value: captcha ? 'true' : 'false', mode });
        }}
      >
        <LoginModeSelect value={mode} onChange={setMode} />
        <CheckboxField
          label={t('admin.settings.captcha')}
          checked={captcha}
          onChange={setCaptcha}
        />
        <SaveFooter save={save} />
      </form>
    </Card>
  );
}

/** Changes when the login check is saved anywhere, so the card can be keyed by it. */
export function loginCheckVersion(settings: AdminSettings): string {
  return settings.staticValues.find((value) => value.id === LOGIN_CHECK_ID)?.updatedAt ?? 'none';
}

import { useTranslation } from 'react-i18next';
import { SelectField } from './fields';

/** How people sign in: by mobile number or by email. */
export function LoginModeSelect({
  value,
  onChange,
}: {
  value: string;
  onChange: (mode: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <SelectField
      label={t('admin.settings.mode')}
      value={value}
      onChange={(event) => {
        onChange(event.target.value);
      }}
    >
      <option value="MOBILE">{t('admin.settings.modes.MOBILE')}</option>
      <option value="EMAIL">{t('admin.settings.modes.EMAIL')}</option>
    </SelectField>
  );
}

import type {
  AdminCurrencyRate,
  AdminRechargePack,
  AdminSettings,
} from '@lumus/contract/admin/admin-settings';
import { LOGIN_CHECK_ID } from '@lumus/contract/constants';
import { useQuery } from '@tanstack/react-query';
import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/i18n/use-language';
import { buttonStyles } from '../../../lib/ui/button-styles';
import { ListSkeleton, LoadFailedMessage } from '../../wallet/components/list-states';
import {
  adminSettingsQuery,
  saveCurrencyRate,
  saveFreeChatMinutes,
  saveRechargePack,
  saveStaticValue,
} from '../api/admin-settings-api';
import { parseRupees, reasonOf, rupees, rupeesInput } from './admin-format';
import { DataTable } from './data-table';
import { ExperimentsCard } from './experiments-card';
import { FormFailure, SelectField, TextField } from './fields';
import { Card, Saved } from './settings-card';
import { StaticValuesCard } from './static-values-card';
import { useSettingsSave } from './use-settings-save';

/** What the spec's clients read from the server: login mode, offers, packs and currencies. */
export function SettingsSection() {
  const settings = useQuery(adminSettingsQuery());
  if (settings.isPending) return <ListSkeleton rows={4} />;
  if (settings.isError) return <LoadFailedMessage onRetry={() => void settings.refetch()} />;
  return (
    <div className="grid gap-5 lg:grid-cols-2">
      {/* Keyed by what they edit, so a save in the generic editor below shows here too. */}
      <LoginModeCard key={loginCheckVersion(settings.data)} settings={settings.data} />
      <FreeChatCard key={settings.data.freeChatMinutes} settings={settings.data} />
      <div className="lg:col-span-2">
        <StaticValuesCard staticValues={settings.data.staticValues} />
      </div>
      <div className="lg:col-span-2">
        <PacksCard packs={settings.data.rechargePacks} />
      </div>
      <div className="lg:col-span-2">
        <RatesCard rates={settings.data.currencyRates} />
      </div>
      <div className="lg:col-span-2">
        <ExperimentsCard experiments={settings.data.experiments} />
      </div>
    </div>
  );
}

function loginCheckVersion(settings: AdminSettings): string {
  return settings.staticValues.find((value) => value.id === LOGIN_CHECK_ID)?.updatedAt ?? 'none';
}

function LoginModeCard({ settings }: { settings: AdminSettings }) {
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
        <SelectField
          label={t('admin.settings.mode')}
          value={mode}
          onChange={(event) => {
            setMode(event.target.value);
          }}
        >
          <option value="MOBILE">{t('admin.settings.modes.MOBILE')}</option>
          <option value="EMAIL">{t('admin.settings.modes.EMAIL')}</option>
        </SelectField>
        <label className="flex min-h-11 items-center gap-2 text-sm text-night">
          <input
            type="checkbox"
            className="accent-violet"
            checked={captcha}
            onChange={(event) => {
              setCaptcha(event.target.checked);
            }}
          />
          {t('admin.settings.captcha')}
        </label>
        <FormFailure message={save.isError ? reasonOf(save.error) : null} />
        <button type="submit" className={buttonStyles.primary} disabled={save.isPending}>
          {t('admin.save')}
        </button>
        <Saved show={save.isSuccess} />
      </form>
    </Card>
  );
}

function FreeChatCard({ settings }: { settings: AdminSettings }) {
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
        <FormFailure message={save.isError ? reasonOf(save.error) : null} />
        <button type="submit" className={buttonStyles.primary} disabled={save.isPending}>
          {t('admin.save')}
        </button>
        <Saved show={save.isSuccess} />
      </form>
    </Card>
  );
}

function PacksCard({ packs }: { packs: readonly AdminRechargePack[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [editing, setEditing] = useState<AdminRechargePack | 'new' | null>(null);
  return (
    <Card title={t('admin.settings.packs')}>
      <DataTable
        caption={t('admin.settings.packs')}
        rows={packs}
        rowKey={(pack) => pack.id}
        columns={[
          {
            key: 'amount',
            label: t('admin.settings.amount'),
            numeric: true,
            render: (p) => rupees(p.amountMinor, language),
          },
          {
            key: 'bonus',
            label: t('admin.settings.bonus'),
            numeric: true,
            render: (p) => `${p.bonusPercent} %`,
          },
          {
            key: 'first',
            label: t('admin.settings.first_bonus'),
            numeric: true,
            render: (p) => `${p.firstRechargeBonusPercent} %`,
          },
          {
            key: 'popular',
            label: t('admin.settings.popular'),
            render: (p) => (p.isPopular ? t('admin.yes') : t('admin.no')),
          },
          {
            key: 'active',
            label: t('admin.settings.active'),
            render: (p) => (p.active ? t('admin.yes') : t('admin.no')),
          },
          {
            key: 'edit',
            label: t('admin.actions'),
            render: (p) => (
              <button
                type="button"
                className="min-h-11 rounded-full px-3 text-sm font-semibold text-violet hover:bg-violet-soft"
                onClick={() => {
                  setEditing(p);
                }}
              >
                {t('admin.edit')}
              </button>
            ),
          },
        ]}
      />
      {editing === null ? (
        <button
          type="button"
          className={buttonStyles.secondary}
          onClick={() => {
            setEditing('new');
          }}
        >
          {t('admin.settings.add_pack')}
        </button>
      ) : (
        <PackForm
          key={editing === 'new' ? 'new' : editing.id}
          pack={editing === 'new' ? null : editing}
          onDone={() => {
            setEditing(null);
          }}
        />
      )}
    </Card>
  );
}

function PackForm({ pack, onDone }: { pack: AdminRechargePack | null; onDone: () => void }) {
  const { t } = useTranslation();
  const [amount, setAmount] = useState(pack === null ? '' : rupeesInput(pack.amountMinor));
  const [bonus, setBonus] = useState(String(pack?.bonusPercent ?? 0));
  const [first, setFirst] = useState(String(pack?.firstRechargeBonusPercent ?? 0));
  const [sortOrder, setSortOrder] = useState(String(pack?.sortOrder ?? 0));
  const [popular, setPopular] = useState(pack?.isPopular ?? false);
  const [active, setActive] = useState(pack?.active ?? true);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSettingsSave(saveRechargePack, onDone);
  const percent = (text: string) =>
    /^\d{1,3}$/.test(text.trim()) && Number(text) <= 200 ? Number(text) : undefined;
  const onSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    const paise = parseRupees(amount);
    const next: Record<string, string> = {};
    if (paise === undefined || paise < 100) next['amount'] = t('admin.errors.pack_amount');
    const bonusValue = percent(bonus);
    const firstValue = percent(first);
    if (bonusValue === undefined) next['bonus'] = t('admin.errors.percent');
    if (firstValue === undefined) next['first'] = t('admin.errors.percent');
    const order = /^\d{1,4}$/.test(sortOrder.trim()) ? Number(sortOrder) : undefined;
    if (order === undefined || order > 1000) next['sortOrder'] = t('admin.errors.sort_order');
    setErrors(next);
    if (Object.keys(next).length > 0 || paise === undefined) return;
    save.mutate({
      ...(pack === null ? {} : { id: pack.id }),
      amountMinor: paise,
      bonusPercent: bonusValue ?? 0,
      firstRechargeBonusPercent: firstValue ?? 0,
      sortOrder: order ?? 0,
      isPopular: popular,
      active,
    });
  };
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="space-y-3 rounded-2xl bg-paper p-3"
      data-testid="pack-form"
    >
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <TextField
          label={t('admin.settings.amount')}
          inputMode="decimal"
          value={amount}
          error={errors['amount']}
          onChange={(e) => {
            setAmount(e.target.value);
          }}
        />
        <TextField
          label={t('admin.settings.bonus')}
          inputMode="numeric"
          value={bonus}
          error={errors['bonus']}
          onChange={(e) => {
            setBonus(e.target.value);
          }}
        />
        <TextField
          label={t('admin.settings.first_bonus')}
          inputMode="numeric"
          value={first}
          error={errors['first']}
          onChange={(e) => {
            setFirst(e.target.value);
          }}
        />
        <TextField
          label={t('admin.settings.sort_order')}
          inputMode="numeric"
          value={sortOrder}
          error={errors['sortOrder']}
          onChange={(e) => {
            setSortOrder(e.target.value);
          }}
        />
      </div>
      <div className="flex flex-wrap gap-4 text-sm text-night">
        <label className="flex min-h-11 items-center gap-2">
          <input
            type="checkbox"
            className="accent-violet"
            checked={popular}
            onChange={(e) => {
              setPopular(e.target.checked);
            }}
          />
          {t('admin.settings.popular')}
        </label>
        <label className="flex min-h-11 items-center gap-2">
          <input
            type="checkbox"
            className="accent-violet"
            checked={active}
            onChange={(e) => {
              setActive(e.target.checked);
            }}
          />
          {t('admin.settings.active')}
        </label>
      </div>
      <FormFailure message={save.isError ? reasonOf(save.error) : null} />
      <div className="flex gap-3">
        <button type="submit" className={buttonStyles.primary} disabled={save.isPending}>
          {t('admin.save')}
        </button>
        <button type="button" className={buttonStyles.secondary} onClick={onDone}>
          {t('admin.cancel')}
        </button>
      </div>
    </form>
  );
}

function RatesCard({ rates }: { rates: readonly AdminCurrencyRate[] }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<AdminCurrencyRate | 'new' | null>(null);
  return (
    <Card title={t('admin.settings.currencies')}>
      <p className="text-xs text-muted">{t('admin.settings.currency_hint')}</p>
      <DataTable
        caption={t('admin.settings.currencies')}
        rows={rates}
        rowKey={(rate) => rate.isoCode}
        columns={[
          {
            key: 'iso',
            label: t('admin.settings.iso'),
            render: (r) => `${r.isoCode} (${r.symbol})`,
          },
          {
            key: 'factor',
            label: t('admin.settings.factor'),
            numeric: true,
            render: (r) => String(r.conversionFactor),
          },
          {
            key: 'countries',
            label: t('admin.settings.countries'),
            render: (r) => r.countries.join(', ') || '—',
          },
          {
            key: 'enabled',
            label: t('admin.settings.active'),
            render: (r) => (r.enabled ? t('admin.yes') : t('admin.no')),
          },
          {
            key: 'edit',
            label: t('admin.actions'),
            render: (r) => (
              <button
                type="button"
                className="min-h-11 rounded-full px-3 text-sm font-semibold text-violet hover:bg-violet-soft"
                onClick={() => {
                  setEditing(r);
                }}
              >
                {t('admin.edit')}
              </button>
            ),
          },
        ]}
      />
      {editing === null ? (
        <button
          type="button"
          className={buttonStyles.secondary}
          onClick={() => {
            setEditing('new');
          }}
        >
          {t('admin.settings.add_currency')}
        </button>
      ) : (
        <RateForm
          key={editing === 'new' ? 'new' : editing.isoCode}
          rate={editing === 'new' ? null : editing}
          onDone={() => {
            setEditing(null);
          }}
        />
      )}
    </Card>
  );
}

function RateForm({ rate, onDone }: { rate: AdminCurrencyRate | null; onDone: () => void }) {
  const { t } = useTranslation();
  const [iso, setIso] = useState(rate?.isoCode ?? '');
  const [symbol, setSymbol] = useState(rate?.symbol ?? '');
  const [factor, setFactor] = useState(rate === null ? '' : String(rate.conversionFactor));
  const [countries, setCountries] = useState(rate?.countries.join(', ') ?? '');
  const [enabled, setEnabled] = useState(rate?.enabled ?? true);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSettingsSave(saveCurrencyRate, onDone);
  const onSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    const next: Record<string, string> = {};
    if (!/^[A-Za-z]{3}$/.test(iso.trim())) next['iso'] = t('admin.errors.iso');
    if (symbol.trim() === '') next['symbol'] = t('admin.errors.required');
    const value = Number(factor.replace(',', '.'));
    if (!(value > 0)) next['factor'] = t('admin.errors.factor');
    const codes = countries
      .split(',')
      .map((code) => code.trim().toUpperCase())
      .filter(Boolean);
    if (codes.some((code) => !/^[A-Z]{2}$/.test(code)))
      next['countries'] = t('admin.errors.countries');
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    save.mutate({
      isoCode: iso.trim().toUpperCase(),
      symbol: symbol.trim(),
      conversionFactor: value,
      countries: codes,
      enabled,
    });
  };
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="space-y-3 rounded-2xl bg-paper p-3"
      data-testid="rate-form"
    >
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <TextField
          label={t('admin.settings.iso')}
          value={iso}
          readOnly={rate !== null}
          error={errors['iso']}
          onChange={(e) => {
            setIso(e.target.value);
          }}
        />
        <TextField
          label={t('admin.settings.symbol')}
          value={symbol}
          error={errors['symbol']}
          onChange={(e) => {
            setSymbol(e.target.value);
          }}
        />
        <TextField
          label={t('admin.settings.factor')}
          inputMode="decimal"
          value={factor}
          error={errors['factor']}
          onChange={(e) => {
            setFactor(e.target.value);
          }}
        />
        <TextField
          label={t('admin.settings.countries')}
          value={countries}
          error={errors['countries']}
          onChange={(e) => {
            setCountries(e.target.value);
          }}
        />
      </div>
      <label className="flex min-h-11 items-center gap-2 text-sm text-night">
        <input
          type="checkbox"
          className="accent-violet"
          checked={enabled}
          onChange={(e) => {
            setEnabled(e.target.checked);
          }}
        />
        {t('admin.settings.active')}
      </label>
      <FormFailure message={save.isError ? reasonOf(save.error) : null} />
      <div className="flex gap-3">
        <button type="submit" className={buttonStyles.primary} disabled={save.isPending}>
          {t('admin.save')}
        </button>
        <button type="button" className={buttonStyles.secondary} onClick={onDone}>
          {t('admin.cancel')}
        </button>
      </div>
    </form>
  );
}

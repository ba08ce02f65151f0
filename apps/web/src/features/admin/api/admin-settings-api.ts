import type {
  AdminExperimentCreateInput,
  AdminExperimentVariantAddInput,
} from '@lumus/contract/admin/admin-experiments';
import {
  adminSettingsResponseSchema,
  type AdminCurrencyRateInput,
  type AdminExperimentInput,
  type AdminRechargePackInput,
  type AdminStaticValueInput,
} from '@lumus/contract/admin/admin-settings';
import { queryOptions } from '@tanstack/react-query';
import { adminKeys } from './admin-keys';
import { adminGet, adminPost, retryUnlessRefused } from './admin-call';

export function adminSettingsQuery() {
  return queryOptions({
    queryKey: adminKeys.settings,
    queryFn: ({ signal }) => adminGet('settingsGet', {}, adminSettingsResponseSchema, signal),
    retry: retryUnlessRefused,
  });
}

export function saveStaticValue(input: AdminStaticValueInput) {
  return adminPost('staticValueSave', input, adminSettingsResponseSchema);
}

export function saveRechargePack(input: AdminRechargePackInput) {
  return adminPost('rechargePackSave', input, adminSettingsResponseSchema);
}

export function saveCurrencyRate(input: AdminCurrencyRateInput) {
  return adminPost('currencyRateSave', input, adminSettingsResponseSchema);
}

export function saveFreeChatMinutes(minutes: number) {
  return adminPost('freeChatMinutesSave', { minutes }, adminSettingsResponseSchema);
}

export function saveExperiment(input: AdminExperimentInput) {
  return adminPost('experimentSave', input, adminSettingsResponseSchema);
}

export function createExperiment(input: AdminExperimentCreateInput) {
  return adminPost('experimentCreate', input, adminSettingsResponseSchema);
}

export function addExperimentVariant(input: AdminExperimentVariantAddInput) {
  return adminPost('experimentVariantAdd', input, adminSettingsResponseSchema);
}

import type {
  AdminExperimentCreateInput,
  AdminExperimentVariantAddInput,
} from '@lumus/contract/admin/admin-experiments';
import {
  type AdminCurrencyRateInput,
  type AdminExperimentInput,
  type AdminRechargePackInput,
  type AdminStaticValueInput,
} from '@lumus/contract/admin/admin-settings';
import { queryOptions } from '@tanstack/react-query';
import { adminKeys } from './admin-keys';
import { adminGet, adminPost, retryUnlessRefused } from './admin-call';
import {
  adminCurrencyRateSaveCall,
  adminExperimentCreateCall,
  adminExperimentSaveCall,
  adminExperimentVariantAddCall,
  adminFreeChatMinutesSaveCall,
  adminRechargePackSaveCall,
  adminSettingsGetCall,
  adminStaticValueSaveCall,
} from '@lumus/contract/admin/admin-calls';

export function adminSettingsQuery() {
  return queryOptions({
    queryKey: adminKeys.settings,
    queryFn: ({ signal }) => adminGet(adminSettingsGetCall, {}, signal),
    retry: retryUnlessRefused,
  });
}

export function saveStaticValue(input: AdminStaticValueInput) {
  return adminPost(adminStaticValueSaveCall, input);
}

export function saveRechargePack(input: AdminRechargePackInput) {
  return adminPost(adminRechargePackSaveCall, input);
}

export function saveCurrencyRate(input: AdminCurrencyRateInput) {
  return adminPost(adminCurrencyRateSaveCall, input);
}

export function saveFreeChatMinutes(minutes: number) {
  return adminPost(adminFreeChatMinutesSaveCall, { minutes });
}

export function saveExperiment(input: AdminExperimentInput) {
  return adminPost(adminExperimentSaveCall, input);
}

export function createExperiment(input: AdminExperimentCreateInput) {
  return adminPost(adminExperimentCreateCall, input);
}

export function addExperimentVariant(input: AdminExperimentVariantAddInput) {
  return adminPost(adminExperimentVariantAddCall, input);
}

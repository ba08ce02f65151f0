import { catalogueDemoSeed } from '../features/catalogue/seed/catalogue-seed';
import { demoCallPricesSeed } from '../features/catalogue/seed/demo-call-prices';
import { demoEuroPricesSeed } from '../features/catalogue/seed/demo-euro-prices';
import { consoleAccountsSeed } from '../features/chat/console-accounts-seed';
import { landingPageExperimentSeed } from '../features/experiments/experiments-seed';
import { currencyRatesSeed } from '../features/currency/currency-seed';
import { euroRechargePacksSeed, rechargePacksSeed } from '../features/payments/recharge-packs-seed';
import { earningsDemoSeed } from '../features/earnings/earnings-demo-seed';
import type { SeedStep } from '../features/seed/seed-step';
import { appDownloadLinkSeed } from '../features/site/app-download-seed';
import { loginModeSeed } from '../features/static-values/static-values-seed';
import { applicationsDemoSeed } from '../features/onboarding/applications-seed';
import { businessDemoSeed } from '../features/admin/business-demo-seed';

/** Every seed step, in the order they run. Features append theirs here. */
export const SEED_STEPS: readonly SeedStep[] = [
  loginModeSeed,
  currencyRatesSeed,
  catalogueDemoSeed,
  rechargePacksSeed,
  euroRechargePacksSeed,
  consoleAccountsSeed,
  demoCallPricesSeed,
  demoEuroPricesSeed,
  landingPageExperimentSeed,
  appDownloadLinkSeed,
  applicationsDemoSeed,
  earningsDemoSeed,
  businessDemoSeed,
];

/** The steps to run: demo content only where demo data is wanted (spec: `npm start` has it). */
export function seedStepsFor(demoData: boolean): readonly SeedStep[] {
  return SEED_STEPS.filter((step) => demoData || step.demo !== true);
}

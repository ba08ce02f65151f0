import { LOGIN_CHECK_ID } from '@lumus/contract/constants';
import type { SeedStep } from '../seed/seed-step';
import { staticValues } from './static-values-tables';

/** Login-mode check (spec §7, id 507): no captcha, phone login. */
export const loginModeSeed: SeedStep = {
  id: 'static-values/login-mode@1',
  run: async (tx) => {
    await tx
      .insert(staticValues)
      .values({
        id: LOGIN_CHECK_ID,
        value: 'false',
        mode: 'MOBILE',
        description: 'Login mode: value "true" turns the captcha on; mode EMAIL or MOBILE.',
      })
      .onConflictDoNothing();
  },
};

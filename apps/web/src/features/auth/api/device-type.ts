import type { deviceTypeSchema } from '@lumus/contract/auth/profile';
import type { z } from 'zod';

type DeviceType = z.infer<typeof deviceTypeSchema>;

/** The platform named in the device-token call (spec §7); `browser` when it cannot be told. */
export function deviceType(userAgent: string): DeviceType {
  if (/android/i.test(userAgent)) return 'Android';
  if (/iphone|ipad|ipod/i.test(userAgent)) return 'iOS';
  if (/windows/i.test(userAgent)) return 'Windows';
  if (/macintosh|mac os x/i.test(userAgent)) return 'Mac';
  return 'browser';
}

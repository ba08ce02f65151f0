import { DEFAULT_TIME_ZONE, TIME_ZONE_ALIASES } from '@lumus/contract/constants';

/** The browser's IANA zone with legacy names mapped (spec §9); Asia/Kolkata when unknown. */
export function currentTimeZone(): string {
  try {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    return TIME_ZONE_ALIASES[zone] ?? zone;
  } catch {
    return DEFAULT_TIME_ZONE;
  }
}

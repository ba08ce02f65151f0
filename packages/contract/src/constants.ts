/**
 * Business constants of spec §9, shared by server and web so the two can never disagree.
 */
export const PRODUCT_NAME = 'Lumus';
export const TAGLINE = 'Chat with Astrologer';

export const BUSINESS_ID = 12;
export const APP_VERSION = '11.2.334';
/** Id of the login-mode static value (`get/static/value?id=507`). */
export const LOGIN_CHECK_ID = 507;
/** `version` sent with code-submit and identity-provider requests. */
export const LOGIN_REQUEST_VERSION = '1.1';

/** App id 3 on a mobile-size viewport (below the threshold), 4 otherwise. */
export const APP_ID_MOBILE = 3;
export const APP_ID_DESKTOP = 4;
export const MOBILE_WIDTH_THRESHOLD_PX = 576;
export const REGISTER_BY_MOBILE = 'WEB_MOBILE';
export const REGISTER_BY_DESKTOP = 'WEB_DESKTOP';

export const OTP_RESEND_FIRST_WAIT_S = 52;
export const OTP_RESEND_WAIT_S = 60;
export const OTP_RESEND_LEFT_INITIAL = 5;
export const OTP_LENGTH_DEFAULT = 4;
export const OTP_LENGTH_PROVIDER = 6;

export const INDIA_DIAL_CODE = '+91';
export const INDIA_MOBILE_LENGTH = 10;
export const OTHER_MOBILE_MIN_LENGTH = 3;
export const PHONE_INPUT_FOCUS_DELAY_MS = 150;

export const LANGUAGES = ['en', 'de'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';
/** Accept-Language sent for each UI language (spec §7). */
export const ACCEPT_LANGUAGE: Record<Language, string> = { en: 'en-IN', de: 'de-DE' };

export const HTTP_TIMEOUT_MS = 10_000;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
export const CLIENT_ID_PREFIX = 'lumus-web-';
export const CLIENT_ID_RANDOM_LENGTH = 10;
export const HARDWARE_ID_LENGTH = 32;
/** Conversion-rate cache lifetime. The spec leaves the unit open; we read it as seconds (one day). */
export const CONVERSION_RATE_CACHE_S = 86_400;
export const DEFAULT_CURRENCY_SYMBOL = '₹';
export const AMOUNT_DECIMALS = 2;

export const DEFAULT_TIME_ZONE = 'Asia/Kolkata';
/** Legacy zone names the browser may report, mapped to the names we store. */
export const TIME_ZONE_ALIASES: Readonly<Record<string, string>> = {
  'Asia/Calcutta': 'Asia/Kolkata',
  'Asia/Katmandu': 'Asia/Kathmandu',
};
export const GERMAN_DEFAULT_TIME_ZONE = 'Europe/Berlin';

/** Message timestamps below this are seconds, at or above it milliseconds. */
export const SECONDS_TIMESTAMP_LIMIT = 1e12;

/** Login modes a guest session can be told to offer (`userLoginModeV2`, spec §4). */
export const USER_LOGIN_MODES = ['MOBILE', 'EMAIL'] as const;

/** Header names of spec §7. Node lower-cases incoming header names, so these are lower case. */
export const HEADER_APP_ID = 'app_id';
export const HEADER_BUSINESS_ID = 'business_id';
export const HEADER_APP_VERSION = 'app_version';
export const HEADER_USER_ID = 'id';
export const HEADER_AUTHORIZATION = 'authorization';
export const HEADER_ACCEPT_LANGUAGE = 'accept-language';

/** User id sent when a call asks for authentication but no token exists (spec §6). */
export const ANONYMOUS_USER_ID = '-1';

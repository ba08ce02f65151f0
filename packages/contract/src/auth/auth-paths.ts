/** Paths of the sign-in calls (spec §7 paths under `/api`, plus our own identity and dev calls). */
export const GUEST_LOGIN_PATH = '/api/login/user/without/login';
export const GUEST_LOGIN_EXPERIMENT_PATH = '/api/login/user/without/login/experiment';
export const SEND_CODE_PATH = '/api/v2/login/user/mobile-otp-login';
export const TWILIO_CHECK_PATH = '/api/login/get/is-twilio-on/foreign';
export const SUBMIT_CODE_PATH = '/api/login/user/mobile-otp-login/verify';
export const IDENTITY_PROVIDER_LOGIN_PATH = '/api/login/user/mobile-firebase-login/verify';
export const GOOGLE_LOGIN_PATH = '/api/v2/login/user-email-mobile';
export const LOGOUT_OTHER_DEVICES_PATH = '/api/login/log-out/from-other-devices';
/** Ends the calling session (the web's logout). */
export const LOGOUT_PATH = '/api/login/log-out';

export const UPDATE_PROFILE_PATH = '/api/user/update/user_profile';
export const UPDATE_DEVICE_TOKEN_PATH = '/api/user/api/v1/update_device_token';
export const NOTIFY_LOGIN_PATH = '/api/user/notify-login';
export const REGISTRATION_PATH = '/api/user/registration';

export const AUTH_CONFIG_PATH = '/api/auth/config';
export const IDENTITY_SEND_CODE_PATH = '/api/identity/phone/send-code';
export const IDENTITY_CONFIRM_PATH = '/api/identity/phone/confirm';
export const IDENTITY_JWKS_PATH = '/api/identity/jwks.json';
export const DEV_GOOGLE_SIGN_IN_PATH = '/api/dev/google/sign-in';
export const DEV_GOOGLE_JWKS_PATH = '/api/dev/google/jwks.json';
export const DEV_OUTBOX_PATH = '/api/dev/outbox';

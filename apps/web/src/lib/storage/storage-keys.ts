/**
 * Local-storage keys of spec §3. The names are fixed by the spec (other builds of the product
 * read the same keys), so they keep its mixed spelling.
 */
export const STORAGE_KEYS = {
  jwtToken: 'jwt_token',
  userData: 'userData',
  deviceId: 'deviceId',
  deviceToken: 'deviceToken',
  /** Device data returned by `user/api/v1/update_device_token`. */
  deviceData: 'deviceData',
  hardwareId: 'hwd_id',
  /** `Asia/Kolkata` or `Foreign` (spec §3). */
  timeZone: 'timeZone',
  userLoginMode: 'user_login_mode',
  conversionRate: 'conversion_rate',
  multipleCurrencyEnabled: 'multipleCurrencyEnabled',
  ip: 'ip',
  fbclid: 'fbclid',
  guestUserId: 'guestUserId',
  hasLanguage: 'hasLanguage',
  notificationToken: 'notificationToken',
  clientId: 'client_id',
  isToTakeVerifiedNo: 'isToTakeVerifiedNo',
  isToTakeVerifiedNoFirebase: 'isToTakeVerifiedNo_firebase',
  /** The login flag of spec §3. */
  isLoggedIn: 'isLoggedIn',
  /** The separate auth token of spec §3 (the user record's authToken). */
  authToken: 'authToken',
  /** The landing-page quiz answers, per quiz (not a spec key). */
  quizAnswers: 'quizAnswers',
  /**
   * A kundli made as a guest, until sign-in moves it to the account (not a spec key; decision
   * 047). The version is in the name: a build that stores another shape uses a new key.
   */
  guestKundli: 'lumus.guestKundli.v1',
  /** The UI language the user chose with the EN/DE switch. */
  language: 'lang',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

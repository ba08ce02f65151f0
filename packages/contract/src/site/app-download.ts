/**
 * Id of the static value (`get/static/value?id=`) holding the app-attribution link that the
 * "Download App" button of the app-redirect dialog opens. Its `value` is an absolute http(s) URL,
 * or a path of this app (the seeded `/use-app`) until an attribution link is configured.
 */
export const APP_DOWNLOAD_LINK_ID = 508;
export const APP_DOWNLOAD_LINK_DEFAULT = '/use-app';

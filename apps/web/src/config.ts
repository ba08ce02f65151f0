/**
 * Build-time configuration of the web app (Vite inlines `import.meta.env.VITE_*`). This is the
 * only file that reads the environment.
 */

function nonEmpty(value: string | undefined, fallback: string): string {
  return value === undefined || value.trim() === '' ? fallback : value;
}

export const config = {
  /** Base of every API call; same origin in production and (via the Vite proxy) in development. */
  apiBaseUrl: nonEmpty(import.meta.env.VITE_API_BASE_URL, '/api'),
  /**
   * Where the "Download App" button of the app-redirect dialog leads: the app-attribution link in
   * production, our own Use App page until one is configured.
   */
  appDownloadUrl: nonEmpty(import.meta.env.VITE_APP_DOWNLOAD_URL, '/use-app'),
} as const;

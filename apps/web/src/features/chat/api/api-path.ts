/** Contract paths include the `/api` prefix; the API client adds its own base. */
export function apiPath(contractPath: string): string {
  return contractPath.replace(/^\/api\//, '');
}

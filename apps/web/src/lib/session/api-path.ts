/** Contract paths start with `/api/`; the API client adds its own base, so that part goes. */
export function apiPath(contractPath: string): string {
  return contractPath.replace(/^\/api\//, '');
}

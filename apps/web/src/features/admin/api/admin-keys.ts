/** TanStack Query keys of the admin console; `all` refreshes everything after a change. */
export const adminKeys = {
  all: ['admin'] as const,
  list: (section: string, params: unknown) => ['admin', section, 'list', params] as const,
  detail: (section: string, id: number | string) => ['admin', section, 'detail', id] as const,
  settings: ['admin', 'settings'] as const,
};

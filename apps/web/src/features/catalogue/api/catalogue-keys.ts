import type { ListCallParams } from '../list-filters';

/** Query keys of the catalogue, so live updates can find every cached copy of a consultant. */
export const catalogueKeys = {
  all: ['catalogue'] as const,
  lists: () => [...catalogueKeys.all, 'list'] as const,
  list: (input: ListCallParams) => [...catalogueKeys.lists(), input] as const,
  profile: (slug: string) => [...catalogueKeys.all, 'profile', slug] as const,
  byId: (consultantId: number) => [...catalogueKeys.all, 'by-id', consultantId] as const,
  gallery: (consultantId: number) => [...catalogueKeys.all, 'gallery', consultantId] as const,
  reviews: (consultantId: number, language: string) =>
    [...catalogueKeys.all, 'reviews', consultantId, language] as const,
};

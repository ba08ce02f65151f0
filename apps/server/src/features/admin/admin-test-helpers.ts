import type { FastifyInstance } from 'fastify';
import type { Database } from '../../lib/db/database';
import { call, signedInUser, type TestUser } from '../../test/call-client';
import { grantAdmin } from './grant-admin';

/** An admin made the way `npm run admin:create` makes one, then signed in by phone code. */
export async function adminUser(
  app: FastifyInstance,
  db: Database,
  mobile: string,
): Promise<TestUser> {
  await grantAdmin(db, { countryCode: '91', mobile, name: 'Test Operator' });
  return signedInUser(app, mobile);
}

const TEST_PHOTO = '/api/media/avatar/test-photo.svg';

/** A complete, valid consultant form. */
export function consultantForm(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    displayName: 'Mira Sterling',
    photoUrl: TEST_PHOTO,
    bioEn: 'Tarot reader with a calm voice.',
    bioDe: 'Tarot-Leserin mit ruhiger Stimme.',
    categories: ['tarot', 'love'],
    languages: ['en', 'de'],
    experienceYears: 7,
    pricePerMinuteMinor: 2500,
    platformSharePercent: 25,
    countryCode: '91',
    mobile: '',
    ...overrides,
  };
}

export { call };

/** A psychic row without a console account, for list and export tests. */
export function psychicRow(displayName: string, searchName: string) {
  return {
    slug: searchName.replaceAll(' ', '-'),
    displayName,
    searchName,
    photoPath: '/media/none.svg',
    bioEn: 'Test',
    bioDe: 'Test',
    categories: ['tarot'],
    languages: ['en'],
    experienceYears: 3,
    pricePerMinuteMinor: 2000,
  };
}

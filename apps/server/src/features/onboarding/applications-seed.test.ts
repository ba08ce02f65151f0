import { adminApplicationsListCall } from '@lumus/contract/onboarding/admin-onboarding-calls';
import { myApplicationCall } from '@lumus/contract/onboarding/onboarding-calls';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPLICATION_FILE_PATH } from '@lumus/contract/onboarding/onboarding-calls';
import { callData, signedInUser, type TestUser } from '../../test/call-client';
import { createTestApp, type TestApp } from '../../test/test-app';
import { adminUser } from '../admin/admin-test-helpers';
import { runSeed } from '../seed/run-seed';
import { applicationsDemoSeed, demoApplicantMobile } from './applications-seed';
import { detectApplicationFileType } from './application-file-type';

describe('demo applications', () => {
  let t: TestApp;
  let admin: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    await runSeed(t.database.db, [applicationsDemoSeed]);
    admin = await adminUser(t.app, t.database.db, '9844400001');
  });
  afterAll(async () => {
    await t.close();
  });

  it('wait in the review queue, oldest first, with files that are what they claim', async () => {
    const queue = await callData(t.app, admin, adminApplicationsListCall, {});
    expect(queue.items.map((item) => item.displayName)).toEqual([
      'Kavya Iyer',
      'Arjun Malhotra',
      'Lena Hoffmann',
    ]);
    for (const item of queue.items) {
      for (const file of [item.idDocument, item.photo]) {
        const served = await t.app.inject({
          url: `${APPLICATION_FILE_PATH}?fileId=${file.id}`,
          headers: admin.headers,
        });
        expect(detectApplicationFileType(served.rawPayload)).toBe(file.contentType);
      }
    }
    const applicant = await signedInUser(t.app, demoApplicantMobile(1));
    const own = await callData(t.app, applicant, myApplicationCall, {});
    expect(own.application?.displayName).toBe('Kavya Iyer');
  });
});

import { REASON_ADMINS_ONLY } from '@lumus/contract/admin/admin-paths';
import {
  adminApplicationDecideCall,
  adminApplicationGetCall,
  adminApplicationsListCall,
} from '@lumus/contract/onboarding/admin-onboarding-calls';
import { consoleProfileGetCall } from '@lumus/contract/onboarding/console-profile';
import {
  APPLICATION_FILE_PATH,
  myApplicationCall,
  submitApplicationCall,
} from '@lumus/contract/onboarding/onboarding-calls';
import { MAX_APPLICATION_FILE_BYTES } from '@lumus/contract/onboarding/application-files';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { TEST_DATABASE_URL } from '../../test/test-database';
import { call, callData, signedInUser, type TestUser } from '../../test/call-client';
import { adminAuditLog } from '../admin/admin-tables';
import { adminUser } from '../admin/admin-test-helpers';
import { grantAdmin } from '../admin/grant-admin';
import { consultantPrices, consultants } from '../catalogue/catalogue-tables';
import { users } from '../users/users-tables';
import { REASON_FILE_MISMATCH, REASON_FILE_TYPE } from './application-file-type';
import { REASON_FILE_TOO_LARGE, REASON_NO_SUCH_FILE } from './application-files';
import { REASON_ALREADY_DECIDED, REASON_OWN_APPLICATION } from './application-review';
import {
  applicationForm,
  PDF,
  PNG,
  submitApplication,
  uploadedFileId,
  uploadFile,
} from './onboarding-test-fixtures';

describe(`psychic applications (${TEST_DATABASE_URL === undefined ? 'PGlite' : 'PostgreSQL'})`, () => {
  let t: TestApp;
  let admin: TestUser;
  let applicant: TestUser;
  let stranger: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await adminUser(t.app, t.database.db, '9822200001');
    applicant = await signedInUser(t.app, '9822200002');
    stranger = await signedInUser(t.app, '9822200003');
  });
  afterAll(async () => {
    await t.close();
  });

  const readFile = (user: TestUser | null, fileId: string) =>
    t.app.inject({
      url: `${APPLICATION_FILE_PATH}?fileId=${fileId}`,
      headers: user?.headers ?? {},
    });

  const decide = (user: TestUser, id: number, decision: string, note = '') =>
    call(t.app, user, adminApplicationDecideCall, { id, decision, note });

  it('takes an application through changes requested, resubmission and approval', async () => {
    expect((await callData(t.app, applicant, myApplicationCall, {})).application).toBeNull();
    const submitted = await submitApplication(t.app, applicant);
    expect(submitted.statusCode, submitted.body).toBe(200);
    const application = submitted.json<{ data: { id: number; status: string } }>().data;
    expect(application.status).toBe('submitted');

    const queue = await callData(t.app, admin, adminApplicationsListCall, {});
    expect(queue.items.map((item) => item.id)).toContain(application.id);
    expect(queue.items[0]?.applicantPhone).toBe('+91 9822200002');

    // Not editable while waiting for review.
    expect((await submitApplication(t.app, applicant)).statusCode).toBe(409);

    // Changes need a note the applicant can read.
    expect((await decide(admin, application.id, 'request_changes')).statusCode).toBe(400);
    const changes = await decide(
      admin,
      application.id,
      'request_changes',
      'Please add a clearer photo.',
    );
    expect(changes.statusCode, changes.body).toBe(200);
    const mine = (await callData(t.app, applicant, myApplicationCall, {})).application;
    expect(mine).toMatchObject({
      status: 'changes_requested',
      reviewNote: 'Please add a clearer photo.',
    });
    expect((await decide(admin, application.id, 'approve')).statusCode).toBe(409);

    const resubmitted = await submitApplication(t.app, applicant, { displayName: 'Meera J.' });
    expect(resubmitted.statusCode, resubmitted.body).toBe(200);
    expect(resubmitted.json()).toMatchObject({
      data: { id: application.id, status: 'submitted', displayName: 'Meera J.' },
    });

    const approved = await decide(admin, application.id, 'approve');
    expect(approved.statusCode, approved.body).toBe(200);
    const decided = approved.json<{ data: { consultantId: number; status: string } }>().data;
    expect(decided.status).toBe('approved');
    const [psychic] = await t.database.db
      .select()
      .from(consultants)
      .where(eq(consultants.id, decided.consultantId));
    expect(psychic).toMatchObject({
      userId: applicant.userId,
      displayName: 'Meera J.',
      pricePerMinuteMinor: 2500,
      categories: ['tarot', 'love'],
      status: 'offline',
    });
    // The operator saw the ID document before approving: "Verified" (decision 048).
    expect(psychic?.identityVerifiedAt).toBeInstanceOf(Date);
    // The photo was published; the public copy is served, the ID document never is.
    const photo = await t.app.inject({ url: psychic?.photoPath ?? '' });
    expect(photo.statusCode).toBe(200);
    expect(photo.rawPayload.equals(PNG)).toBe(true);
    const [account] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.id, applicant.userId));
    expect(account?.role).toBe('consultant');

    // The new psychic's console knows them.
    const profile = await callData(t.app, applicant, consoleProfileGetCall, {});
    expect(profile.consultantId).toBe(decided.consultantId);

    expect((await decide(admin, application.id, 'approve')).json()).toEqual({
      status: 'fail',
      reason: REASON_ALREADY_DECIDED,
    });
    expect((await submitApplication(t.app, applicant)).statusCode).toBe(409);

    const audit = await t.database.db
      .select({ action: adminAuditLog.action })
      .from(adminAuditLog)
      .where(
        and(
          eq(adminAuditLog.targetType, 'psychic_application'),
          eq(adminAuditLog.targetId, String(application.id)),
        ),
      );
    expect(audit.map((row) => row.action)).toEqual([
      'application.request_changes',
      'application.approve',
    ]);
  });

  it('approves a German applicant into the euro market at the proposed euro price', async () => {
    const german = await signedInUser(t.app, '9822200030');
    const submitted = await submitApplication(t.app, german, {
      pricePerMinuteMinor: 180,
      currency: 'EUR',
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    const application = submitApplicationCall.response.parse(submitted.json()).data;
    expect(application.currency).toBe('EUR');
    const approved = await decide(admin, application.id, 'approve');
    expect(approved.statusCode, approved.body).toBe(200);
    const { consultantId } = approved.json<{ data: { consultantId: number } }>().data;
    const [psychic] = await t.database.db
      .select({ servesInr: consultants.servesInr })
      .from(consultants)
      .where(eq(consultants.id, consultantId));
    expect(psychic?.servesInr).toBe(false);
    const prices = await t.database.db
      .select({
        currency: consultantPrices.currency,
        chat: consultantPrices.chatPerMinuteMinor,
        call: consultantPrices.callPerMinuteMinor,
      })
      .from(consultantPrices)
      .where(eq(consultantPrices.consultantId, consultantId));
    expect(prices).toEqual([{ currency: 'EUR', chat: 180, call: null }]);
  });

  it('shows application files to their applicant and staff only', async () => {
    const owner = await signedInUser(t.app, '9822200010');
    const submitted = await submitApplication(t.app, owner);
    const { idDocument, photo, id } = submitted.json<{
      data: { id: number; idDocument: { id: string }; photo: { id: string } };
    }>().data;
    for (const reader of [owner, admin]) {
      const document = await readFile(reader, idDocument.id);
      expect(document.statusCode).toBe(200);
      expect(document.headers['content-type']).toBe('application/pdf');
      expect(document.headers['cache-control']).toBe('private, no-store');
      expect(document.rawPayload.equals(PDF)).toBe(true);
    }
    expect((await readFile(owner, photo.id)).rawPayload.equals(PNG)).toBe(true);
    expect((await readFile(stranger, idDocument.id)).json()).toEqual({
      status: 'fail',
      reason: REASON_NO_SUCH_FILE,
    });
    expect((await readFile(stranger, idDocument.id)).statusCode).toBe(404);
    expect((await readFile(null, idDocument.id)).statusCode).toBe(401);
    expect((await readFile(owner, 'not-an-id')).statusCode).toBe(400);
    // Never under the public uploads.
    for (const ext of ['pdf', 'png', 'jpg']) {
      expect(
        (await t.app.inject({ url: `/api/media/uploads/${idDocument.id}.${ext}` })).statusCode,
      ).toBe(404);
    }
    // An applicant is not staff: they cannot read the queue nor decide, their own least of all.
    const own = await decide(owner, id, 'approve');
    expect(own.statusCode).toBe(403);
    expect(own.json()).toEqual({ status: 'fail', reason: REASON_ADMINS_ONLY });
    expect((await call(t.app, owner, adminApplicationGetCall, { id })).statusCode).toBe(403);
    // Made staff later, they still cannot decide their own application.
    await grantAdmin(t.database.db, { countryCode: '91', mobile: '9822200010', name: 'Owner' });
    const self = await decide(owner, id, 'approve');
    expect(self.statusCode).toBe(403);
    expect(self.json()).toEqual({ status: 'fail', reason: REASON_OWN_APPLICATION });
    expect((await callData(t.app, admin, adminApplicationGetCall, { id })).status).toBe(
      'submitted',
    );
  });

  it('refuses bad files with a readable reason and stores nothing', async () => {
    const html = await uploadFile(
      t.app,
      applicant,
      { kind: 'photo', extension: 'png' },
      Buffer.from('<html><script>alert(1)</script>'),
    );
    expect(html.json()).toEqual({ status: 'fail', reason: REASON_FILE_TYPE.photo });
    const pdfPhoto = await uploadFile(t.app, applicant, { kind: 'photo', extension: 'pdf' }, PDF);
    expect(pdfPhoto.json()).toEqual({ status: 'fail', reason: REASON_FILE_TYPE.photo });
    const renamed = await uploadFile(
      t.app,
      applicant,
      { kind: 'id_document', extension: 'jpg' },
      PDF,
    );
    expect(renamed.json()).toEqual({ status: 'fail', reason: REASON_FILE_MISMATCH });
    const big = await uploadFile(
      t.app,
      applicant,
      { kind: 'id_document', extension: 'png' },
      Buffer.concat([PNG, Buffer.alloc(MAX_APPLICATION_FILE_BYTES)]),
    );
    expect(big.statusCode).toBe(400);
    expect(big.json()).toEqual({ status: 'fail', reason: REASON_FILE_TOO_LARGE });
    const exe = await uploadFile(t.app, applicant, { kind: 'id_document', extension: 'exe' }, PDF);
    expect(exe.statusCode).toBe(400);
    expect(exe.json<{ reason: string }>().reason).toMatch(/^extension:? must be one of/);
    const guest = await uploadFile(t.app, null, { kind: 'photo', extension: 'png' }, PNG);
    expect(guest.statusCode).toBe(401);
  });

  it('refuses incomplete applications and others’ files with a readable reason', async () => {
    const newcomer = await signedInUser(t.app, '9822200020');
    const form = await applicationForm(t.app, newcomer);
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ ...form, displayName: undefined }, /^displayName:? is required/],
      [{ ...form, bio: 'short' }, /^bio:? must be at least 40 characters/],
      [{ ...form, categories: [] }, /^categories:? needs at least one entry/],
      [{ ...form, categories: ['weather'] }, /^categories\.0:? /],
      [{ ...form, pricePerMinuteMinor: 10 }, /^pricePerMinuteMinor:? must be at least 500/],
      [
        { ...form, pricePerMinuteMinor: 10, currency: 'EUR' },
        /^pricePerMinuteMinor:? must be at least 500 \(INR\) or 50 \(EUR\)/,
      ],
      [{ ...form, currency: 'USD' }, /^currency:? must be INR or EUR/],
      [{ ...form, agreementAccepted: false }, /agreement must be accepted/],
      [{ ...form, agreementVersion: '2020-01-01' }, /^agreementVersion:? must be the current/],
      [{ ...form, photoFileId: 'photo.png' }, /^photoFileId:? must be the id of a file/],
    ];
    for (const [fields, reason] of cases) {
      const response = await call(t.app, newcomer, submitApplicationCall, fields);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json<{ reason: string }>().reason).toMatch(reason);
    }
    // Another's upload, or a file of the other kind, is not there for this applicant.
    const notTheirs: [Record<string, unknown>, string][] = [
      [
        { ...form, idDocumentFileId: await uploadedFileId(t.app, stranger, 'id_document') },
        'idDocumentFileId names no ID document you uploaded',
      ],
      [{ ...form, photoFileId: form.idDocumentFileId }, 'photoFileId names no photo you uploaded'],
    ];
    for (const [fields, reason] of notTheirs) {
      const response = await call(t.app, newcomer, submitApplicationCall, fields);
      expect(response.statusCode, response.body).toBe(404);
      expect(response.json()).toEqual({ status: 'fail', reason });
    }
    expect((await callData(t.app, newcomer, myApplicationCall, {})).application).toBeNull();
    // A rejection needs its reason, and is final.
    const submitted = await submitApplication(t.app, newcomer);
    const { id } = submitted.json<{ data: { id: number } }>().data;
    const noReason = await decide(admin, id, 'reject');
    expect(noReason.json<{ reason: string }>().reason).toMatch(/^note:? a reason or note/);
    expect(
      (await decide(admin, id, 'reject', 'We could not verify the ID document.')).statusCode,
    ).toBe(200);
    expect((await callData(t.app, newcomer, myApplicationCall, {})).application).toMatchObject({
      status: 'rejected',
      reviewNote: 'We could not verify the ID document.',
    });
    expect((await submitApplication(t.app, newcomer)).statusCode).toBe(409);
    expect((await decide(admin, 999_999, 'approve')).statusCode).toBe(404);
  });
});

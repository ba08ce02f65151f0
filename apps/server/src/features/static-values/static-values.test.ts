import { LOGIN_CHECK_ID } from '@lumus/contract/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_STEPS } from '../../app/seed-steps';
import { multipartForm, urlEncoded } from '../../test/form-bodies';
import { createTestApp, type TestApp } from '../../test/test-app';
import { runSeed } from '../seed/run-seed';
import { staticValueCall } from '@lumus/contract/static-value';

describe(`GET ${staticValueCall.path}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await runSeed(t.database.db, SEED_STEPS);
  });
  afterAll(async () => {
    await t.close();
  });

  const loginMode = { status: 'success', value: 'false', mode: 'MOBILE' };

  it('answers the login-mode check from the query string', async () => {
    const response = await t.app.inject({ url: `${staticValueCall.path}?id=${LOGIN_CHECK_ID}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(loginMode);
  });

  it('takes the id from a posted JSON, urlencoded or multipart body as well', async () => {
    const bodies = [
      { headers: { 'content-type': 'application/json' }, payload: { id: LOGIN_CHECK_ID } },
      urlEncoded({ id: String(LOGIN_CHECK_ID) }),
      multipartForm({ id: String(LOGIN_CHECK_ID) }),
    ];
    for (const body of bodies) {
      const response = await t.app.inject({ method: 'POST', url: staticValueCall.path, ...body });
      expect(response.json(), body.headers['content-type']).toEqual(loginMode);
    }
  });

  it('says which id is unknown with a 404', async () => {
    const response = await t.app.inject({ url: `${staticValueCall.path}?id=999` });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ status: 'fail', reason: 'No static value with id 999.' });
  });

  it('rejects a missing, non-numeric or out-of-range id with a 400 naming the field', async () => {
    const bad = await t.app.inject({ url: `${staticValueCall.path}?id=abc` });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ status: 'fail', reason: 'id must be a positive whole number' });

    const huge = await t.app.inject({ url: `${staticValueCall.path}?id=3000000000` });
    expect(huge.json()).toEqual({ status: 'fail', reason: 'id must be at most 2147483647' });

    const missing = await t.app.inject({ url: staticValueCall.path });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ status: 'fail', reason: 'id is required' });
  });
});

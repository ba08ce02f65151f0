import { legalDetailsCall } from '@lumus/contract/site/legal-details';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { loadConfig } from '../../config';
import { legalConfigFrom } from './legal-env';

describe('legal details from configuration', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: {
        OPERATOR_NAME: 'Sternwarte GmbH',
        OPERATOR_ADDRESS: 'Sternwarte GmbH | Hauptstraße 5 | 80331 München',
        OPERATOR_VAT_ID: 'DE123456789',
        GRIEVANCE_OFFICER_NAME: 'Asha Rao',
      },
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it('serves the configured operator and grievance officer to guests', async () => {
    const response = await t.app.inject({ method: 'GET', url: legalDetailsCall.path });
    expect(response.statusCode).toBe(200);
    const { data } = legalDetailsCall.response.parse(response.json());
    expect(data.operator.name).toBe('Sternwarte GmbH');
    expect(data.operator.address).toEqual(['Sternwarte GmbH', 'Hauptstraße 5', '80331 München']);
    expect(data.operator.vatId).toBe('DE123456789');
    expect(data.grievanceOfficer.name).toBe('Asha Rao');
    // Outside production the unset lines show the demo operator's.
    expect(data.operator.email).toBe('hello@lumus.example');
  });

  it('lists the legal pages in both languages in the sitemap', async () => {
    const response = await t.app.inject({
      url: '/sitemap.xml',
      headers: { host: 'lumus.example' },
    });
    expect(response.statusCode).toBe(200);
    for (const path of ['impressum', 'contact', 'cookies', 'privacy-policies']) {
      expect(response.body).toContain(`<loc>http://lumus.example/${path}</loc>`);
      expect(response.body).toContain(`<loc>http://lumus.example/de/${path}</loc>`);
    }
  });
});

describe('legalConfigFrom', () => {
  it('invents nothing in production: unset lines are null, the privacy e-mail falls back', () => {
    const legal = legalConfigFrom({ OPERATOR_NAME: 'Lumus AG', OPERATOR_EMAIL: 'a@b.de' }, true);
    expect(legal.operator).toEqual({
      name: 'Lumus AG',
      address: [],
      representative: null,
      email: 'a@b.de',
      phone: null,
      register: null,
      vatId: null,
      gstin: null,
      gstState: null,
      privacyEmail: 'a@b.de',
    });
    expect(legal.grievanceOfficer).toEqual({ name: null, email: null, phone: null });
  });

  it('shows a complete demo operator in development', () => {
    const legal = legalConfigFrom({}, false);
    expect(Object.values(legal.operator).every((value) => value !== null)).toBe(true);
    expect(legal.operator.address.length).toBeGreaterThan(0);
  });

  it('takes a GSTIN with its state, and refuses one whose code is not the state’s', () => {
    const env = { OPERATOR_GSTIN: '07aaaaa0000a1z5', OPERATOR_GST_STATE: 'Delhi (07)' };
    expect(loadConfig(env).legal.operator).toMatchObject({
      gstin: '07AAAAA0000A1Z5',
      gstState: 'Delhi (07)',
    });
    expect(() => loadConfig({ ...env, OPERATOR_GST_STATE: 'Karnataka (29)' })).toThrow(
      'OPERATOR_GSTIN must start with the code of OPERATOR_GST_STATE (29), got "07AAAAA0000A1Z5"',
    );
    expect(() => loadConfig({ OPERATOR_GSTIN: '29-123' })).toThrow(
      'OPERATOR_GSTIN must be a 15-character GSTIN',
    );
    expect(() => loadConfig({ OPERATOR_GST_STATE: 'Karnataka' })).toThrow(
      'OPERATOR_GST_STATE must be a state name and its code',
    );
  });
});

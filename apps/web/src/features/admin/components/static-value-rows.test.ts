import type { AdminStaticValue } from '@lumus/contract/admin/admin-settings';
import {
  KNOWN_STATIC_VALUE_IDS,
  STATIC_VALUE_PROBLEM_REASONS,
  type StaticValueProblem,
} from '@lumus/contract/admin/admin-static-values';
import { describe, expect, it } from 'vitest';
import de from '../../../locales/de.json';
import en from '../../../locales/en.json';
import { staticValueEdit, staticValueRows } from './static-value-rows';

function stored(id: number, value: string, mode: string | null = null): AdminStaticValue {
  return { id, value, mode, description: `row ${String(id)}`, updatedAt: '2026-01-01T00:00:00Z' };
}

describe('static values editor', () => {
  it('lists stored values and the known ids nobody has set, by id', () => {
    const rows = staticValueRows([stored(900, 'x'), stored(507, 'false', 'MOBILE')]);
    expect(rows.map((row) => [row.id, row.value, row.known])).toEqual([
      [507, 'false', 507],
      [508, null, 508],
      [510, null, 510],
      [900, 'x', null],
    ]);
  });

  it('checks each known id by its own rule, as the server does', () => {
    expect(staticValueEdit(507, 'true', 'EMAIL')).toMatchObject({ mode: 'EMAIL', problem: null });
    expect(staticValueEdit(507, 'yes', 'EMAIL').problem).toBe('captcha');
    expect(staticValueEdit(508, ' https://example.com/app ', 'EMAIL')).toEqual({
      id: 508,
      value: 'https://example.com/app',
      mode: null,
      problem: null,
    });
    expect(staticValueEdit(508, '/use-app', '').problem).toBeNull();
    for (const link of ['javascript:alert(1)', '//evil.example', 'ftp://x.example']) {
      expect(staticValueEdit(508, link, '').problem, link).toBe('link');
    }
    expect(staticValueEdit(510, '600', '').problem).toBeNull();
    expect(staticValueEdit(510, '601', '').problem).toBe('minutes');
    expect(staticValueEdit(510, '1.5', '').problem).toBe('minutes');
    expect(staticValueEdit(900, '  ', '').problem).toBe('empty');
    expect(staticValueEdit(900, 'anything', '').problem).toBeNull();
  });

  it('explains every problem and names every known id in English and German', () => {
    const problems = Object.keys(STATIC_VALUE_PROBLEM_REASONS) as StaticValueProblem[];
    for (const problem of problems) {
      expect(en.admin.errors.static[problem], problem).toMatch(/\w/);
      expect(de.admin.errors.static[problem], problem).toMatch(/\w/);
    }
    for (const id of KNOWN_STATIC_VALUE_IDS) {
      expect(en.admin.static_values.known[`${id}`], String(id)).toMatch(/\w/);
      expect(de.admin.static_values.known[`${id}`], String(id)).toMatch(/\w/);
    }
  });
});

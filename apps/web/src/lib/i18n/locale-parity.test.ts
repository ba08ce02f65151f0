import { describe, expect, it } from 'vitest';
import de from '../../locales/de.json';
import en from '../../locales/en.json';

function leafKeys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) =>
    leafKeys(child, prefix === '' ? key : `${prefix}.${key}`),
  );
}

function leafValues(value: unknown): unknown[] {
  if (typeof value !== 'object' || value === null) return [value];
  return Object.values(value).flatMap(leafValues);
}

describe('locales', () => {
  it('have exactly the same keys in English and German', () => {
    expect(leafKeys(de).sort()).toEqual(leafKeys(en).sort());
  });

  it('have a non-empty string for every key', () => {
    for (const value of [...leafValues(en), ...leafValues(de)]) {
      expect(typeof value).toBe('string');
      expect(String(value).trim()).not.toBe('');
    }
  });

  it('use the same interpolation placeholders in both languages', () => {
    const placeholders = (text: unknown) =>
      String(text)
        .match(/{{\w+}}/g)
        ?.sort() ?? [];
    const enKeys = leafKeys(en);
    const lookup = (root: unknown, key: string): unknown =>
      key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], root);
    for (const key of enKeys) {
      expect(placeholders(lookup(de, key)), key).toEqual(placeholders(lookup(en, key)));
    }
  });

  it('address the reader in German as "du" only (issue 27)', () => {
    // "Sie"/"Ihnen" starting a sentence may mean "she"/"them"; a formal "Sie" shows as a verb form
    // before it ("können Sie", "Bitte laden Sie") or as a possessive ("Ihr Konto").
    const formal =
      /\b\w+(en|ern|eln) Sie\b|\b(Ihr|Ihre|Ihren|Ihrem|Ihrer|Ihres) (?!(habt|seid|seht|versteht|teilt|geht)\b)[a-zäöü]*[A-ZÄÖÜ]|[a-zäöü,] (Ihnen|Ihr|Ihre|Ihren|Ihrem|Ihrer|Ihres)\b|für Sie\b|auf Sie\b|über Sie\b/;
    const offending = leafKeys(de).filter((key) => {
      const text = key
        .split('.')
        .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], de);
      return formal.test(String(text));
    });
    expect(offending).toEqual([]);
  });

  it('keep the spec texts of the app-redirect dialog in English', () => {
    expect(en.app_redirect.title).toBe('Feature Not Available');
    expect(en.app_redirect.text).toBe(
      'This feature is currently not available on web. Please download the app to use this feature.',
    );
    expect(en.app_redirect.download).toBe('Download App');
    expect(en.app.tagline).toBe('Chat with Astrologer');
  });
});

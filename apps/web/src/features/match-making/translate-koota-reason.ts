import type { ReasonKey } from '@lumus/contract/compatibility';
import type { i18n as I18n } from 'i18next';

// Which word list a reason's `boy`/`girl` parameters come from, per koota.
const PARTNER_LISTS: Readonly<Record<string, string>> = {
  varna: 'astro.varnas',
  vashya: 'astro.vashyas',
  yoni: 'astro.yonis',
  grahaMaitri: 'astro.planets',
  gana: 'astro.ganas',
  nadi: 'astro.nadis',
};
const OTHER_LISTS: Readonly<Record<string, string>> = {
  girlFromBoy: 'astro.taras',
  boyFromGirl: 'astro.taras',
};

/**
 * The sentence for a guna-milan or Manglik reason (`gunaMilan.<koota>.<case>`,
 * `matchMaking.manglik.<verdict>`), its parameters translated from the word list they name.
 * Reason keys arrive as plain strings, so they go through the untyped `i18n.t`.
 */
export function translateKootaReason(i18n: I18n, reason: ReasonKey): string {
  if (!i18n.exists(reason.key)) return '';
  const translate = i18n.t.bind(i18n) as (key: string, options?: Record<string, unknown>) => string;
  const koota = reason.key.split('.')[1] ?? '';
  const params: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(reason.params)) {
    const list = name === 'boy' || name === 'girl' ? PARTNER_LISTS[koota] : OTHER_LISTS[name];
    const key = `${list ?? ''}.${String(value)}`;
    params[name] = list !== undefined && i18n.exists(key) ? translate(key) : value;
  }
  return translate(reason.key, params);
}

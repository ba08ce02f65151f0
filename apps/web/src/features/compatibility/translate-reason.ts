import type { ReasonKey } from '@lumus/contract/compatibility';
import type { i18n as I18n } from 'i18next';

// Reason parameters are keys themselves; each parameter name says which word list it is from.
const PARAM_LISTS: Readonly<Record<string, string>> = {
  signA: 'compatibility.signs',
  signB: 'compatibility.signs',
  elementA: 'compatibility.elements',
  elementB: 'compatibility.elements',
  modalityA: 'compatibility.modalities',
  modalityB: 'compatibility.modalities',
  aspect: 'compatibility.aspects',
};

/**
 * German adjectives decline: "fixe Zeichen" but "ein fixes Zeichen". A sentence that needs the
 * form after "ein" (neuter) takes `{{modalityANeuter}}` from this list.
 */
const NEUTER_LISTS: Readonly<Record<string, string>> = {
  modalityA: 'compatibility.modalities_neuter',
  modalityB: 'compatibility.modalities_neuter',
};

/**
 * The sentence for a reason from the server, in the current language. Reason keys arrive as
 * plain strings, outside the typed key set, so they go through the untyped `i18n.t`; an
 * unknown key (a newer server) falls back to nothing rather than showing the raw key.
 */
export function translateReason(i18n: I18n, reason: ReasonKey): string {
  if (!i18n.exists(reason.key)) return '';
  const translate = i18n.t.bind(i18n) as (key: string, options?: Record<string, unknown>) => string;
  const params: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(reason.params)) {
    const list = PARAM_LISTS[name];
    const key = `${list ?? ''}.${String(value)}`;
    params[name] = list !== undefined && i18n.exists(key) ? translate(key) : value;
    const neuterKey = `${NEUTER_LISTS[name] ?? ''}.${String(value)}`;
    if (NEUTER_LISTS[name] !== undefined && i18n.exists(neuterKey)) {
      params[`${name}Neuter`] = translate(neuterKey);
    }
  }
  return sentenceCase(translate(reason.key, params), i18n.language);
}

/** A sentence that opens with a word from a list ("fire and water …") still starts with a capital. */
function sentenceCase(sentence: string, language: string): string {
  return sentence.charAt(0).toLocaleUpperCase(language) + sentence.slice(1);
}

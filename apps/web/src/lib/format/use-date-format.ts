import { ACCEPT_LANGUAGE } from '@lumus/contract/constants';
import { useMemo } from 'react';
import { useLanguage } from '../i18n/use-language';

/** Date and time of a wallet or payment event, in the UI language. */
export function useDateTimeFormat(): (iso: string) => string {
  const language = useLanguage();
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(ACCEPT_LANGUAGE[language], {
      dateStyle: 'medium',
      timeStyle: 'short',
    });
    return (iso: string) => format.format(new Date(iso));
  }, [language]);
}

import { useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../lib/i18n/use-language';

/**
 * Follows the URL's language: i18next and `<html lang>` change before paint whenever the prefix
 * changes (switch, back/forward, a link into the other language).
 */
export function LanguageSync() {
  const language = useLanguage();
  const { i18n } = useTranslation();
  useLayoutEffect(() => {
    if (i18n.language !== language) void i18n.changeLanguage(language);
    // Only a real change: a write of the same language still restyles the whole page in Chromium.
    if (document.documentElement.lang !== language) document.documentElement.lang = language;
  }, [i18n, language]);
  return null;
}

import { ACCEPT_LANGUAGE } from '@lumus/contract/constants';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/i18n/use-language';
import { formatMessageTime, type MessageTimestamp } from './message-time';

/** `formatMessageTime` in the UI language, with the translated 'Yesterday'. */
export function useMessageTimeFormat(): (timestamp: MessageTimestamp) => string {
  const { t } = useTranslation();
  const language = useLanguage();
  const yesterday = t('chat.conversation.yesterday');
  return useCallback(
    (timestamp) => formatMessageTime(timestamp, { locale: ACCEPT_LANGUAGE[language], yesterday }),
    [language, yesterday],
  );
}

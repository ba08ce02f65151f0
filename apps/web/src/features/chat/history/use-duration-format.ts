import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { durationParts } from './history-format';

/** "12 min 5 s" in the UI language. */
export function useDurationFormat(): (seconds: number) => string {
  const { t } = useTranslation();
  return useCallback((seconds) => t('order_history.duration', durationParts(seconds)), [t]);
}

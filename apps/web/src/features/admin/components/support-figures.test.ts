import { describe, expect, it } from 'vitest';
import { createI18n } from '../../../lib/i18n/i18n';
import { supportDuration } from './support-figures';

describe('support durations', () => {
  const { t } = createI18n('en');
  it('reads minutes below an hour and hours with minutes above', () => {
    expect(supportDuration(t, null)).toBe('No data yet');
    expect(supportDuration(t, 29)).toBe('0 min');
    expect(supportDuration(t, 150)).toBe('3 min');
    expect(supportDuration(t, 3_600)).toBe('1 h 0 min');
    expect(supportDuration(t, 5_430)).toBe('1 h 31 min');
  });
  it('in German too', () => {
    expect(supportDuration(createI18n('de').t, 5_430)).toBe('1 Std. 31 Min.');
  });
});

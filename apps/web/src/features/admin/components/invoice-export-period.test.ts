import { describe, expect, it } from 'vitest';
import { invoiceExportPeriod } from './invoice-export-period';

describe('invoice export period', () => {
  it('exports the period the list is filtered to', () => {
    expect(invoiceExportPeriod({ from: '2026-04-01', to: '2026-04-30' })).toEqual({
      from: '2026-04-01',
      to: '2026-04-30',
    });
    expect(invoiceExportPeriod({ from: '2026-04-01', to: '2026-04-01' })).not.toBeNull();
  });

  it('offers no export for an open or backwards period', () => {
    for (const period of [
      { from: '', to: '2026-04-30' },
      { from: '2026-04-01', to: '' },
      { from: '2026-05-01', to: '2026-04-30' },
      { from: '2026-4-1', to: '2026-04-30' },
    ]) {
      expect(invoiceExportPeriod(period), JSON.stringify(period)).toBeNull();
    }
  });
});

import type { Download } from '@lumus/contract/earnings/earnings';
import { eq } from 'drizzle-orm';
import type { Database } from '../../lib/db/database';
import { csvText, majorAmount } from '../../lib/csv/csv-text';
import { consultants } from '../catalogue/catalogue-tables';
import { payouts } from './earnings-tables';
import { batchDetail } from './payout-views';

const HEADER = [
  'Payment type',
  'Beneficiary name',
  'Account number',
  'IFSC',
  'UPI id',
  'IBAN',
  'Amount',
  'Currency',
  'Reference',
  'Narration',
];

/**
 * A batch as one CSV for the bank's bulk upload: one row per payout with the full account
 * details copied when the batch was made, the net amount in major units, and a reference
 * (`LUMUS-P<id>`) that names the payout, so a row uploaded twice is recognisable.
 */
export async function batchBankFile(db: Database, batchId: number): Promise<Download> {
  const detail = await batchDetail(db, batchId);
  const rows = await db
    .select({ payout: payouts, name: consultants.displayName })
    .from(payouts)
    .innerJoin(consultants, eq(consultants.id, payouts.consultantId))
    .where(eq(payouts.batchId, batchId))
    .orderBy(payouts.id);
  const end = new Date(Date.parse(detail.batch.periodEnd) - 86_400_000).toISOString().slice(0, 10);
  const narration = `Lumus earnings ${detail.batch.periodStart.slice(0, 10)} to ${end}`;
  const lines = rows.map(({ payout }) => {
    const { method } = payout;
    const reference = `LUMUS-P${payout.id}`;
    const amount = majorAmount(payout.netMinor);
    switch (method.kind) {
      case 'bank_in':
        return [
          'NEFT',
          method.accountName,
          method.accountNumber,
          method.ifsc,
          '',
          '',
          amount,
          payout.currency,
          reference,
          narration,
        ];
      case 'upi':
        return [
          'UPI',
          method.accountName,
          '',
          '',
          method.upiId,
          '',
          amount,
          payout.currency,
          reference,
          narration,
        ];
      case 'sepa':
        return [
          'SEPA',
          method.accountName,
          '',
          '',
          '',
          method.iban,
          amount,
          payout.currency,
          reference,
          narration,
        ];
    }
  });
  return {
    filename: `lumus-payout-batch-${batchId}.csv`,
    contentType: 'text/csv',
    encoding: 'utf8',
    body: csvText([HEADER, ...lines]),
  };
}

import type { Download, EarningLine, Payout } from '@lumus/contract/earnings/earnings';
import { and, asc, eq, gte, inArray, lt, or } from 'drizzle-orm';
import type { Database } from '../../lib/db/database';
import { csvText, majorAmount } from '../../lib/csv/csv-text';
import { earningLines } from './earnings-tables';
import { lineToWire } from './earnings-view';
import { statementPdf } from './statement-pdf';

export type Statement = Readonly<{
  payout: Payout;
  /** The period's own lines, then the payout's withholding and payout lines. */
  lines: EarningLine[];
  /** Owed from before the period (unpaid earlier earnings, or a clawback carried over). */
  carried: number;
}>;

/** One payout cycle: the lines earned in its period in its currency, and its own lines. */
export async function statementOf(db: Database, payout: Payout): Promise<Statement> {
  const rows = await db
    .select()
    .from(earningLines)
    .where(
      and(
        eq(earningLines.consultantId, payout.consultantId),
        eq(earningLines.currency, payout.currency),
        or(
          and(
            inArray(earningLines.kind, ['session', 'clawback', 'free_compensation']),
            gte(earningLines.occurredAt, new Date(payout.periodStart)),
            lt(earningLines.occurredAt, new Date(payout.periodEnd)),
          ),
          eq(earningLines.payoutId, payout.id),
        ),
      ),
    )
    .orderBy(asc(earningLines.occurredAt), asc(earningLines.id));
  const lines = rows.map(lineToWire);
  const earned = lines
    .filter((line) => line.payoutId === null)
    .reduce((total, line) => total + line.amount, 0);
  return { payout, lines, carried: payout.gross - earned };
}

const KIND_LABEL: Readonly<Record<EarningLine['kind'], string>> = {
  session: 'Session',
  clawback: 'Refund clawback',
  free_compensation: 'Free session compensation',
  withholding: 'Tax withheld',
  payout: 'Payout',
};

/**
 * A line's reason; a line booked from a charge in another currency also names that charge, which
 * the operator's rate converted when the line was booked (decision 052).
 */
function reasonOf(line: EarningLine): string {
  const converted =
    line.sourceCurrency === line.currency || line.payoutId !== null
      ? null
      : `converted from ${line.sourceCurrency} ${majorAmount(line.sourceAmount)}`;
  return [line.reason, converted].filter((part) => part !== null && part !== '').join('; ');
}

/** The statement's rows, shared by the CSV and the PDF so both always say the same. */
export function statementRows(statement: Statement): string[][] {
  const { payout } = statement;
  return [
    ['Date (UTC)', 'Kind', 'Session', 'Reason', `Amount (${payout.currency})`],
    ...statement.lines.map((line) => [
      line.occurredAt.slice(0, 16).replace('T', ' '),
      KIND_LABEL[line.kind],
      line.sessionId === null ? '' : `#${line.sessionId}`,
      reasonOf(line),
      majorAmount(line.amount),
    ]),
    ['', 'Carried from earlier cycles', '', '', majorAmount(statement.carried)],
    ['', 'Gross', '', '', majorAmount(payout.gross)],
    ['', `Tax withheld (${payout.withholdingPercent} %)`, '', '', majorAmount(-payout.withholding)],
    ['', 'Net paid', '', '', majorAmount(payout.net)],
  ];
}

export function statementTitle(payout: Payout): string[] {
  const end = new Date(Date.parse(payout.periodEnd) - 86_400_000).toISOString().slice(0, 10);
  return [
    `Lumus payout statement #${payout.id}`,
    `${payout.consultantName}, ${payout.periodStart.slice(0, 10)} to ${end}`,
    `Paid to ${payout.method}; ${payout.status === 'paid' ? `paid ${payout.paidAt?.slice(0, 10) ?? ''}` : 'processing'}`,
  ];
}

export async function statementDownload(
  statement: Statement,
  format: 'csv' | 'pdf',
): Promise<Download> {
  const filename = `lumus-statement-${statement.payout.id}.${format}`;
  if (format === 'csv') {
    const title = statementTitle(statement.payout).map((line) => [line]);
    return {
      filename,
      contentType: 'text/csv',
      encoding: 'utf8',
      body: csvText([...title, [], ...statementRows(statement)]),
    };
  }
  const pdf = await statementPdf(statementTitle(statement.payout), statementRows(statement));
  return {
    filename,
    contentType: 'application/pdf',
    encoding: 'base64',
    body: pdf.toString('base64'),
  };
}

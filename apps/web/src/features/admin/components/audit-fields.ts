import type { AdminAuditEntry } from '@lumus/contract/admin/admin-audit';
import { isMarketCurrency, type MarketCurrency } from '@lumus/contract/markets/market-currency';

/**
 * `money`: minor units in the record's own `currency` (a price change request, a pack), rupees
 * when the record names none; `euro`: a euro amount whatever the record (a psychic's euro price).
 */
export type AuditFormat = 'money' | 'euro' | 'yes_no' | 'text';

/** Labels under `admin.audit.fields` in both locale files. */
type FieldLabel =
  | 'name'
  | 'price'
  | 'status'
  | 'suspended'
  | 'share'
  | 'blocked'
  | 'reason'
  | 'balance'
  | 'charged'
  | 'refunded'
  | 'refundable'
  | 'amount'
  | 'verdict'
  | 'current_price'
  | 'requested_price'
  | 'note'
  | 'from'
  | 'to'
  | 'file'
  | 'verified'
  | 'serves_inr'
  | 'eur_price'
  | 'eur_call_price'
  | 'currency';

type FieldSpec<L> = Readonly<{ path: string; label: L; format: AuditFormat }>;

type LineValues = Readonly<{
  format: AuditFormat;
  /** The currency of a `money` or `euro` line (rupees and euros are never shown alike). */
  currency?: MarketCurrency;
  /** Present when the record existed before and the value differs from `after`. */
  before?: unknown;
  after: unknown;
}>;

/** One line of an audit entry: a labelled field or, for unknown actions, a raw `key: value`. */
export type AuditLine =
  | (LineValues & Readonly<{ labelled: true; label: FieldLabel }>)
  | (LineValues & Readonly<{ labelled: false; label: string }>);

const money = (path: string, label: FieldLabel): FieldSpec<FieldLabel> => ({
  path,
  label,
  format: 'money',
});
const text = (path: string, label: FieldLabel): FieldSpec<FieldLabel> => ({
  path,
  label,
  format: 'text',
});
const euro = (path: string, label: FieldLabel): FieldSpec<FieldLabel> => ({
  path,
  label,
  format: 'euro',
});
const yesNo = (path: string, label: FieldLabel): FieldSpec<FieldLabel> => ({
  path,
  label,
  format: 'yes_no',
});

const CONSULTANT_FIELDS = [
  text('displayName', 'name'),
  money('pricePerMinuteMinor', 'price'),
  yesNo('servesInr', 'serves_inr'),
  euro('eurPricePerMinuteMinor', 'eur_price'),
  euro('eurCallPricePerMinuteMinor', 'eur_call_price'),
  text('status', 'status'),
  yesNo('suspended', 'suspended'),
  text('platformSharePercent', 'share'),
];

/**
 * The fields worth reading per action, labelled by `admin.audit.fields.<label>`. Actions not
 * listed (or a prefix match below) fall back to every top-level key as it is stored.
 */
const FIELDS: Readonly<Record<string, readonly FieldSpec<FieldLabel>[]>> = {
  'user.block': [
    yesNo('blocked', 'blocked'),
    text('reason', 'reason'),
    money('balance', 'balance'),
  ],
  'user.unblock': [yesNo('blocked', 'blocked'), text('reason', 'reason')],
  'order.refund': [
    money('billing.charged', 'charged'),
    money('billing.refunded', 'refunded'),
    money('billing.refundable', 'refundable'),
  ],
  'payment.recheck': [
    text('status', 'status'),
    money('amount', 'amount'),
    text('verdict', 'verdict'),
    text('verdictReason', 'reason'),
  ],
  'consultant.force_offline': [text('displayName', 'name'), text('status', 'status')],
  'consultant.verify': [text('displayName', 'name'), yesNo('verified', 'verified')],
  'consultant.unverify': [text('displayName', 'name'), yesNo('verified', 'verified')],
  'consultant.create': CONSULTANT_FIELDS,
  'consultant.update': CONSULTANT_FIELDS,
  'consultant.suspend': CONSULTANT_FIELDS,
  'consultant.unsuspend': CONSULTANT_FIELDS,
  'price_change.approve': [
    text('currency', 'currency'),
    money('currentPriceMinor', 'current_price'),
    money('requestedPriceMinor', 'requested_price'),
    text('status', 'status'),
    text('note', 'note'),
  ],
  'application.approve': [text('status', 'status'), text('note', 'note')],
  'application.reject': [text('status', 'status'), text('note', 'note')],
  'application.request_changes': [text('status', 'status'), text('note', 'note')],
  'export.sessions': [text('from', 'from'), text('to', 'to'), text('file', 'file')],
  'export.payments': [text('from', 'from'), text('to', 'to'), text('file', 'file')],
  'export.payouts': [text('from', 'from'), text('to', 'to'), text('file', 'file')],
};
const PRICE_CHANGE = FIELDS['price_change.approve'] ?? [];

function fieldsOf(action: string): readonly FieldSpec<FieldLabel>[] | undefined {
  if (action === 'price_change.reject') return PRICE_CHANGE;
  return FIELDS[action];
}

function valueAt(record: unknown, path: string): unknown {
  let value: unknown = record;
  for (const part of path.split('.')) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The currency of an amount: a euro field's, else the record's own (`currency`, a user's
 * `walletCurrency`, a refunded order's), else rupees.
 */
function currencyOf(spec: FieldSpec<unknown>, entry: AdminAuditEntry): MarketCurrency | undefined {
  if (spec.format === 'euro') return 'EUR';
  if (spec.format !== 'money') return undefined;
  for (const key of ['currency', 'walletCurrency', 'order.currency']) {
    const named = valueAt(entry.after, key) ?? valueAt(entry.before, key);
    if (isMarketCurrency(named)) return named;
  }
  return 'INR';
}

function values(spec: FieldSpec<unknown>, entry: AdminAuditEntry): LineValues | null {
  const hadBefore = typeof entry.before === 'object' && entry.before !== null;
  const before = valueAt(entry.before, spec.path);
  const after = valueAt(entry.after, spec.path);
  if (before === undefined && after === undefined) return null;
  const currency = currencyOf(spec, entry);
  const shape = { format: spec.format, ...(currency === undefined ? {} : { currency }) };
  // A removed record shows what it was; a changed one shows both sides (a field new in the
  // after, such as a block's reason, is just its value).
  if (entry.after === null) return { ...shape, after: before };
  if (hadBefore && before !== undefined && !same(before, after)) {
    return { ...shape, before, after };
  }
  return { ...shape, after };
}

/**
 * What an audit entry changed, as readable lines: the action's labelled fields, or for an action
 * without a list every top-level key (only the changed ones when there is a before and an after).
 */
export function auditLines(entry: AdminAuditEntry): AuditLine[] {
  const specs = fieldsOf(entry.action);
  if (specs !== undefined) {
    return specs.flatMap((spec) => {
      const found = values(spec, entry);
      return found === null ? [] : [{ ...found, labelled: true as const, label: spec.label }];
    });
  }
  const keys = new Set<string>();
  for (const record of [entry.before, entry.after]) {
    if (typeof record === 'object' && record !== null) {
      for (const key of Object.keys(record)) keys.add(key);
    }
  }
  const both =
    typeof entry.before === 'object' &&
    entry.before !== null &&
    typeof entry.after === 'object' &&
    entry.after !== null;
  return [...keys].flatMap((key) => {
    const found = values({ path: key, label: key, format: 'text' }, entry);
    if (found === null || (both && !('before' in found))) return [];
    return [{ ...found, labelled: false as const, label: key }];
  });
}

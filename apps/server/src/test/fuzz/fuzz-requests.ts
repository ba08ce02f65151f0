import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import type { CallField, ContractCall, FieldSchema } from './contract-calls';

/** A field left out of the request altogether. */
const MISSING = Symbol('missing');

const loneSurrogate = fc
  .integer({ min: 0xd800, max: 0xdfff })
  .map((code) => `x${String.fromCharCode(code)}y`);

/** The bad values of issue #21, for any field whatever its type. */
export const badValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(3_000_000_000, 2_147_483_648, -2_147_483_649, Number.MAX_SAFE_INTEGER + 2, 1e308),
  fc.constantFrom(-1, 0, 0.5, 1.5, -0.000_001),
  fc.constantFrom('3000000000', '99999999999999999999', '1.5', '-1', '1e3', '0x10', 'NaN', ''),
  fc.constantFrom('\u0000', 'a\u0000b', 'Asha\u0000'),
  loneSurrogate,
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.constant('x'.repeat(70_000)),
  fc.constantFrom(true, false, null),
  fc.constantFrom<unknown>({}, [], [1, 2], ['a', 'b'], { nested: 'a\u0000b' }),
  fc.constantFrom('1990-02-30', '99999-01-01', '25:61', 'not-a-date'),
);

function plausibleString(schema: FieldSchema): fc.Arbitrary<string> {
  if (schema.format === 'date') return fc.constantFrom('1990-04-12', '2001-11-30');
  if (schema.format === 'email') return fc.constant('fuzz@example.com');
  const max = Math.min(schema.maxLength ?? 24, 24);
  if (schema.pattern !== undefined) {
    const pattern = new RegExp(schema.pattern);
    return fc.stringMatching(pattern).filter((text) => text.length <= (schema.maxLength ?? 200));
  }
  return fc.string({ minLength: Math.min(schema.minLength ?? 0, max), maxLength: max });
}

/** A value the field's own schema would probably accept, so the others' bad values go deeper. */
export function plausibleValue(schema: FieldSchema, depth = 0): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum !== undefined && schema.enum.length > 0) return fc.constantFrom(...schema.enum);
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches !== undefined && branches.length > 0) {
    return fc.oneof(...branches.map((branch) => plausibleValue(branch, depth)));
  }
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'integer': {
      const low = Math.max(schema.minimum ?? 0, -1000);
      const high = Math.max(low, Math.min(schema.maximum ?? 1000, low + 1000));
      return fc.oneof(fc.constantFrom(1, 2, 3), fc.integer({ min: low, max: high }));
    }
    case 'number':
      return fc.double({
        min: Math.max(schema.minimum ?? -90, -1000),
        max: Math.min(schema.maximum ?? 90, 1000),
        noNaN: true,
      });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'string':
      return plausibleString(schema);
    case 'array':
      return depth > 2
        ? fc.constant([])
        : fc.array(plausibleValue(schema.items ?? {}, depth + 1), { maxLength: 3 });
    case 'object': {
      if (depth > 2) return fc.constant({});
      const entries = Object.entries(schema.properties ?? {}).map(
        ([name, property]) => [name, plausibleValue(property, depth + 1)] as const,
      );
      return fc.record(Object.fromEntries(entries));
    }
    default:
      return fc.constantFrom('1', 'x');
  }
}

function fieldValue(field: CallField): fc.Arbitrary<unknown> {
  return fc.oneof(
    { arbitrary: plausibleValue(field.schema), weight: 4 },
    { arbitrary: badValue, weight: 3 },
    { arbitrary: fc.constant(MISSING), weight: 1 },
  );
}

export type Encoding =
  'query' | 'json' | 'form' | 'multipart' | 'malformed-json' | 'wrong-content-type' | 'json-array';

export type FuzzRequest = Readonly<{
  fields: Record<string, unknown>;
  encoding: Encoding;
  /** Adds a `__proto__` (or `constructor`) key with an object value to the fields. */
  pollution: 'none' | '__proto__' | 'constructor';
}>;

/** Bad requests for one call: every field plausible, bad or missing; every way of sending them. */
export function fuzzRequest(call: ContractCall): fc.Arbitrary<FuzzRequest> {
  const fieldEntries = call.fields.map((field) => [field.name, fieldValue(field)] as const);
  const encodings: Encoding[] =
    call.method === 'GET'
      ? ['query']
      : [
          'json',
          'form',
          'multipart',
          'query',
          'malformed-json',
          'wrong-content-type',
          'json-array',
        ];
  return fc.record({
    fields: fc.record(Object.fromEntries(fieldEntries)),
    encoding: fc.constantFrom(...encodings),
    pollution: fc.constantFrom('none', 'none', '__proto__', 'constructor'),
  });
}

function asText(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** Name/value pairs as forms and query strings carry them: arrays repeat the name. */
function pairs(fields: Record<string, unknown>): [string, string][] {
  const result: [string, string][] = [];
  for (const [name, value] of Object.entries(fields)) {
    if (value === MISSING) continue;
    if (Array.isArray(value)) for (const item of value) result.push([name, asText(item)]);
    else result.push([name, asText(value)]);
  }
  return result;
}

function multipart(entries: [string, string][]) {
  const boundary = '----lumus-fuzz-boundary';
  const parts = entries.map(
    ([name, value]) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return {
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: `${parts.join('')}--${boundary}--\r\n`,
  };
}

function jsonText(fields: Record<string, unknown>, pollution: FuzzRequest['pollution']): string {
  const present = Object.fromEntries(
    Object.entries(fields).filter(([, value]) => value !== MISSING),
  );
  const text = JSON.stringify(present);
  // Written into the text: an object literal's `__proto__` would set the prototype instead.
  if (pollution === 'none') return text;
  const polluted = `"${pollution}":{"polluted":true,"prototype":{"polluted":true}}`;
  return text === '{}' ? `{${polluted}}` : `{${polluted},${text.slice(1)}`;
}

/** The request for `app.inject`, with the caller's headers. */
export function toInject(
  call: ContractCall,
  request: FuzzRequest,
  headers: Record<string, string>,
): InjectOptions {
  const { fields, encoding, pollution } = request;
  const entries = pairs(fields);
  if (pollution !== 'none') entries.push([pollution, '{"polluted":true}']);
  const method = call.method;
  switch (encoding) {
    case 'query': {
      const query = new URLSearchParams(entries).toString();
      return { method, url: query === '' ? call.url : `${call.url}?${query}`, headers };
    }
    case 'json':
      return {
        method,
        url: call.url,
        headers: { ...headers, 'content-type': 'application/json' },
        payload: jsonText(fields, pollution),
      };
    case 'form':
      return {
        method,
        url: call.url,
        headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(entries).toString(),
      };
    case 'multipart': {
      const body = multipart(entries);
      return {
        method,
        url: call.url,
        headers: { ...headers, ...body.headers },
        payload: body.payload,
      };
    }
    case 'malformed-json':
      return {
        method,
        url: call.url,
        headers: { ...headers, 'content-type': 'application/json' },
        payload: jsonText(fields, pollution).slice(0, -1),
      };
    case 'wrong-content-type':
      return {
        method,
        url: call.url,
        headers: { ...headers, 'content-type': 'application/xml' },
        payload: `<fields>${asText(fields)}</fields>`,
      };
    case 'json-array':
      return {
        method,
        url: call.url,
        headers: { ...headers, 'content-type': 'application/json' },
        payload: `[${jsonText(fields, pollution)}]`,
      };
  }
}

// A stack frame (`at fn (file.ts:12:3)`), a file of ours or a dependency, or SQL or a driver's words.
const LEAKS = [
  /\bat [^\n]*:\d+:\d+\)?/,
  /node_modules|\/src\/[\w/.-]+\.ts/,
  /\b(select|insert into|update|delete from)\b[^"]*\b(from|values|set|where)\b/i,
  /\b(sqlstate|postgres|pglite|drizzle|syntax error at|violates|relation "|column ")/i,
];

/**
 * Why a response is a failure of the server (a 5xx, or internals in a refusal), or undefined. A
 * success is not searched: it may echo what a user stored, which can be any text.
 */
export function serverFault(statusCode: number, body: string): string | undefined {
  if (statusCode >= 500) return `answered ${statusCode}`;
  if (statusCode < 400) return undefined;
  const leak = LEAKS.find((pattern) => pattern.test(body));
  return leak === undefined ? undefined : `body leaks internals (${leak.source})`;
}

import { defineCall } from '@lumus/contract/call';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { openTestDatabase } from '../../test/test-database';
import type { DatabaseHandle } from '../db/database';
import { GENERIC_FAILURE_REASON, registerErrorHandler } from './error-handler';
import { registerCall } from './register-call';

const storeCall = defineCall({
  path: '/api/test/store',
  methods: 'POST',
  input: z.object({ kind: z.string(), value: z.string() }),
  output: z.object({}),
  auth: 'none',
});

/**
 * Raw values sent straight to the real database (PGlite, or PostgreSQL with DATABASE_URL), as a field
 * schema that forgot a rule would: the database's refusal must come back as a 400 or 409.
 */
describe('database errors caused by a value', () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  const warnings: Record<string, unknown>[] = [];

  beforeAll(async () => {
    database = await openTestDatabase();
    app = Fastify({
      logger: {
        level: 'warn',
        stream: {
          write: (line: string) => warnings.push(JSON.parse(line) as Record<string, unknown>),
        },
      },
    });
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    registerErrorHandler(app);
    const { db } = database;
    const statements: Record<string, (value: string) => ReturnType<typeof db.execute>> = {
      integer: (value) => db.execute(sql`select ${value}::integer`),
      text: (value) => db.execute(sql`select ${value}::text`),
      date: (value) => db.execute(sql`select ${value}::date`),
      divide: () => db.execute(sql`select 1 / 0`),
      syntax: () => db.execute(sql.raw('selec 1')),
    };
    registerCall(app, storeCall, async ({ kind, value }) => {
      const statement = statements[kind];
      if (statement !== undefined) await statement(value);
      return {};
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const store = (kind: string, value: string) =>
    app.inject({ method: 'POST', url: '/api/test/store', payload: { kind, value } });

  it.each([
    ['integer', '3000000000', 'A number is out of range.'],
    ['integer', 'twelve', 'A value has the wrong format.'],
    ['text', 'a\u0000b', 'A text contains a character that cannot be stored.'],
    ['date', '2024-02-30', 'A date or time is out of range.'],
  ])('answers a refused %s (%j) with 400 "%s" and logs it', async (kind, value, reason) => {
    warnings.length = 0;
    const response = await store(kind, value);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ status: 'fail', reason });
    const warning = warnings.find((line) => line['msg'] === 'database refused a value');
    expect(warning?.['sqlState']).toMatch(/^2[23]/);
  });

  it('keeps a division by zero (a data exception) a 400, and a broken statement a 500', async () => {
    expect((await store('divide', '')).statusCode).toBe(400);
    const broken = await store('syntax', '');
    expect(broken.statusCode).toBe(500);
    expect(broken.json()).toEqual({ status: 'fail', reason: GENERIC_FAILURE_REASON });
  });
});

/**
 * The capacity bench's seeder, run as a child process (`fork`): thousands of live chats in a
 * scratch PostgreSQL database, ready for sockets.
 *
 * One chat is made through the test fixtures' code paths (sign-in by phone code, a psychic account,
 * a funded wallet, request, accept, accept), then copied in bulk SQL, row for row, with fresh ids:
 * every account, session, psychic, payout profile, price, wallet, ledger entry, intake and order
 * that chat has. Then every copied session gets its bearer token, signed with the key the server
 * will read from the same database. Making 10,000 accounts through the calls would take most of
 * an hour on this machine; the copies are the same rows in seconds.
 *
 * Input (IPC): `{ databaseUrl, perSet, sets }`; answer: `SeededChats`.
 */
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { buildApp } from '../../src/app';
import { seedStepsFor } from '../../src/app/seed-steps';
import { loadConfig, REPO_ROOT } from '../../src/config';
import { consultantAccount, fund, startChat } from '../../src/features/chat/chat-test-fixtures';
import { signSessionToken } from '../../src/features/auth/session-tokens';
import { createSignInKeys } from '../../src/features/server-keys/sign-in-keys';
import { runSeed } from '../../src/features/seed/run-seed';
import type { Database } from '../../src/lib/db/database';
import { openPostgres } from '../../src/lib/db/open-postgres';
import { createRealtime } from '../../src/lib/realtime/realtime';
import { signedInUser } from '../../src/test/call-client';
import type { LoadChat, SeededChats } from './capacity-protocol';

const inputSchema = z.object({
  databaseUrl: z.string(),
  perSet: z.number().int().positive(),
  sets: z.number().int().positive(),
});

const rowsOf = <T extends z.ZodType>(schema: T) => z.object({ rows: z.array(schema) });
const columnsSchema = rowsOf(z.object({ column_name: z.string(), numbered: z.boolean() }));
const maxSchema = rowsOf(z.object({ max: z.coerce.number().nullable() }));
const sessionSchema = rowsOf(
  z.object({
    id: z.string(),
    user_id: z.number(),
    role: z.enum(['user', 'consultant', 'admin', 'support']),
    created_at: z.coerce.date(),
    expires_at: z.coerce.date(),
  }),
);
const countSchema = rowsOf(z.object({ table_name: z.string(), n: z.coerce.number() }));

/** The columns an insert may name; `numbered` for identity and serial ones. */
async function insertableColumns(db: Database, table: string) {
  const result = await db.execute(sql`
    select column_name,
      (is_identity = 'YES' or coalesce(column_default, '') like 'nextval(%') as numbered
    from information_schema.columns
    where table_schema = 'public' and table_name = ${table} and is_generated = 'NEVER'
    order by ordinal_position`);
  return columnsSchema.parse(result).rows;
}

async function maxId(db: Database, table: string): Promise<number> {
  const result = await db.execute(sql`select max(id) as max from ${sql.identifier(table)}`);
  return maxSchema.parse(result).rows[0]?.max ?? 0;
}

/**
 * Inserts `count` copies of the rows of `table` that `where` picks (as `t`), one per `g` in
 * 1..count: each column as it was unless `overrides` gives its new value (an expression of t, g);
 * an identity or serial column not overridden is numbered by the table.
 */
async function copyRows(
  db: Database,
  table: string,
  where: SQL,
  count: number,
  overrides: Readonly<Record<string, SQL>>,
): Promise<void> {
  const columns = (await insertableColumns(db, table))
    .filter((column) => !column.numbered || column.column_name in overrides)
    .map((column) => column.column_name);
  const values = columns.map((column) => overrides[column] ?? sql`t.${sql.identifier(column)}`);
  await db.execute(sql`
    insert into ${sql.identifier(table)} (${sql.join(
      columns.map((column) => sql.identifier(column)),
      sql`, `,
    )})
    overriding system value
    select ${sql.join(values, sql`, `)}
    from ${sql.identifier(table)} t cross join generate_series(1, ${count}) g
    where ${where}`);
}

/** Identity and serial columns go on after the ids the copies took. */
async function advanceSequence(db: Database, table: string): Promise<void> {
  await db.execute(sql`
    select setval(pg_get_serial_sequence(${table}, 'id'), (select max(id) from ${sql.identifier(table)}))`);
}

/** Rows anywhere that point at the template's accounts, psychic or chat, by table. */
async function templateReferences(
  db: Database,
  ids: Readonly<{ users: number[]; consultant: number; chat: number }>,
): Promise<Map<string, number>> {
  const result = await db.execute(sql`
    select c.table_name, c.column_name from information_schema.columns c
    where c.table_schema = 'public'
      and c.column_name in ('user_id', 'consultant_id', 'chat_order_id', 'sender_user_id')`);
  const columns = rowsOf(z.object({ table_name: z.string(), column_name: z.string() })).parse(
    result,
  ).rows;
  const counts = new Map<string, number>();
  for (const { table_name: table, column_name: column } of columns) {
    const values =
      column === 'consultant_id'
        ? [ids.consultant]
        : column === 'chat_order_id'
          ? [ids.chat]
          : ids.users;
    const found = await db.execute(sql`
      select ${table} as table_name, count(*) as n from ${sql.identifier(table)}
      where ${sql.identifier(column)} in (${sql.join(
        values.map((value) => sql`${value}`),
        sql`, `,
      )})`);
    const n = countSchema.parse(found).rows[0]?.n ?? 0;
    if (n > 0) counts.set(table, (counts.get(table) ?? 0) + n);
  }
  return counts;
}

async function seed(input: z.output<typeof inputSchema>): Promise<SeededChats> {
  const database = await openPostgres(input.databaseUrl);
  await database.migrate();
  const config = {
    ...loadConfig({ NODE_ENV: 'development', DEMO_DATA: 'false' }),
    trustProxy: false,
    webDistDir: `${REPO_ROOT}/apps/server/.no-web-dist`,
    publicUrl: undefined,
  };
  await runSeed(database.db, seedStepsFor(config.demoData));
  const realtime = await createRealtime({ redisUrl: undefined });
  const app = await buildApp({
    config,
    database,
    realtime,
    clock: () => new Date(),
    logger: false,
  });
  const db = database.db;

  // The template: one live chat exactly as the tests make one.
  const psychic = await consultantAccount(app, db, '6000000000', 1000);
  const user = await signedInUser(app, '7000000000');
  await fund(db, user.userId, 100_000_000, 'capacity-template');
  const chatId = await startChat(app, user, psychic);
  await realtime.close();
  await app.close();

  const total = input.perSet * input.sets;
  const userBase = await maxId(db, 'users');
  const consultantBase = await maxId(db, 'consultants');
  const intakeBase = await maxId(db, 'chat_intake_forms');
  const orderBase = await maxId(db, 'chat_orders');
  const [templateUser, templatePsychic] = [user.userId, psychic.userId];
  const newUser = sql`${userBase} + g`;
  const newPsychicUser = sql`${userBase + total} + g`;
  const newConsultant = sql`${consultantBase} + g`;
  const suffix = sql`'-' || g`;

  const copied = new Map<string, number>();
  const copy = async (
    table: string,
    where: SQL,
    overrides: Readonly<Record<string, SQL>>,
    templateRows = 1,
  ) => {
    await copyRows(db, table, where, total, overrides);
    copied.set(table, (copied.get(table) ?? 0) + templateRows);
  };
  for (const [template, id, prefix] of [
    [templateUser, newUser, '7'],
    [templatePsychic, newPsychicUser, '6'],
  ] as const) {
    await copy('users', sql`t.id = ${template}`, {
      id,
      mobile: sql`${prefix} || lpad(g::text, 9, '0')`,
      email: sql`null`,
      google_id: sql`null`,
    });
    await copy('sessions', sql`t.user_id = ${template}`, {
      id: sql`gen_random_uuid()::text`,
      user_id: id,
    });
    await copy('login_events', sql`t.user_id = ${template}`, { user_id: id });
    await copy('user_devices', sql`t.user_id = ${template}`, { user_id: id });
  }
  await copy('consultants', sql`t.id = ${psychic.consultantId}`, {
    id: newConsultant,
    slug: sql`t.slug || ${suffix}`,
    display_name: sql`t.display_name || ${suffix}`,
    search_name: sql`t.search_name || ${suffix}`,
    user_id: newPsychicUser,
  });
  for (const table of ['payout_profiles', 'consultant_prices', 'console_connections']) {
    await copy(table, sql`t.consultant_id = ${psychic.consultantId}`, {
      consultant_id: newConsultant,
      ...(table === 'console_connections' ? { id: sql`t.id || ${suffix}` } : {}),
    });
  }
  await copy('wallets', sql`t.user_id = ${templateUser}`, { user_id: newUser });
  await copy('wallet_entries', sql`t.user_id = ${templateUser}`, {
    user_id: newUser,
    idempotency_key: sql`t.idempotency_key || ${suffix}`,
  });
  await copy('chat_intake_forms', sql`t.user_id = ${templateUser}`, {
    id: sql`${intakeBase} + g`,
    user_id: newUser,
    consultant_id: newConsultant,
  });
  await copy('chat_orders', sql`t.id = ${chatId}`, {
    id: sql`${orderBase} + g`,
    user_id: newUser,
    consultant_id: newConsultant,
    intake_form_id: sql`${intakeBase} + g`,
  });
  for (const table of ['users', 'consultants', 'chat_intake_forms', 'chat_orders']) {
    await advanceSequence(db, table);
  }

  // Anything of the template's chat that was not copied would make the copies less than real.
  const references = await templateReferences(db, {
    users: [templateUser, templatePsychic],
    consultant: psychic.consultantId,
    chat: chatId,
  });
  const missed = [...references.keys()].filter((table) => !copied.has(table));
  if (missed.length > 0) throw new Error(`template rows not copied: ${missed.join(', ')}`);

  const sessions = sessionSchema.parse(
    await db.execute(sql`
      select s.id, s.user_id, u.role, s.created_at, s.expires_at
      from sessions s join users u on u.id = s.user_id
      where s.user_id > ${userBase}`),
  ).rows;
  const key = await createSignInKeys(db, undefined).jwtKey();
  const tokens = new Map<number, string>();
  for (const session of sessions) {
    tokens.set(
      session.user_id,
      await signSessionToken(
        key,
        { userId: session.user_id, sessionId: session.id, role: session.role },
        session.created_at,
        session.expires_at,
      ),
    );
  }
  const side = (id: number) => {
    const token = tokens.get(id);
    if (token === undefined) throw new Error(`no session for user ${String(id)}`);
    return { id, token };
  };
  const sets: LoadChat[][] = [];
  for (let set = 0; set < input.sets; set += 1) {
    const chats: LoadChat[] = [];
    for (let index = 1; index <= input.perSet; index += 1) {
      const g = set * input.perSet + index;
      chats.push({
        chatId: orderBase + g,
        user: side(userBase + g),
        psychic: side(userBase + total + g),
      });
    }
    sets.push(chats);
  }
  await database.close();
  return { sets };
}

process.once('message', (message: unknown) => {
  seed(inputSchema.parse(message)).then(
    (seeded) => {
      process.send?.(seeded, () => {
        process.disconnect();
      });
    },
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
});

import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { POSTGRES_URL } from './runtime-settings';

async function onPostgres(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 3_000 });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A scratch database for the PostgreSQL runs, or undefined when no server answers. */
export async function scratchPostgres(): Promise<
  { url: string; drop: () => Promise<void> } | undefined
> {
  const name = `lumus_bench_${randomBytes(4).toString('hex')}`;
  try {
    await onPostgres(`create database ${name}`);
  } catch (error) {
    console.log(
      `PostgreSQL at ${new URL(POSTGRES_URL).host} not reachable, its rows are skipped: ${String(error)}`,
    );
    return undefined;
  }
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => onPostgres(`drop database if exists ${name} with (force)`),
  };
}

/**
 * The scratch databases the benches create next to the one DATABASE_URL names (default: the
 * machine's PostgreSQL `test` database) and drop at the end.
 */
import pg from 'pg';

export const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** One statement on its own connection: CREATE/DROP DATABASE cannot run inside a pool's transaction. */
export const admin = async (text: string): Promise<void> => {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
};

/** The URL of database `name` on the same server as DATABASE_URL. */
export const urlOf = (name: string): string => {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

/** PostgreSQL database management for tests: the API suite's per-file databases and the browser suite's. */
import pg from 'pg';

export const databaseUrl = (adminUrl: string, name: string): string => {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

/** Runs one statement on the admin database (CREATE/DROP DATABASE cannot run in a transaction). */
export const adminQuery = async (
  adminUrl: string,
  text: string,
  values: unknown[] = [],
): Promise<pg.QueryResultRow[]> => {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return (await client.query<pg.QueryResultRow>(text, values)).rows;
  } finally {
    await client.end();
  }
};

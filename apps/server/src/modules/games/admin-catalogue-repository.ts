import type { AdminGame, AdminGameProvider } from '@chokdee/domain';
import { and, eq, sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../../db/client.ts';
import { gameHighlights, gameProviders, games } from '../../db/schema/index.ts';
import { bkk } from '../../platform/bangkok-time.ts';
import { escapeLike, pagedList, whereAll } from '../../platform/paged-list.ts';
import type { Page } from '../../platform/reply.ts';

/** The back office's reads and writes of the provider registry, the catalogue and the highlights. */

type StoredProvider = Omit<AdminGameProvider, 'secretConfigured'>;

const PROVIDER_SELECT = sql`
  select p.code as provider, p.names, p.type, p.status, p.launch_kind as "launchKind", p.launch_url as "launchUrl",
    p.secret_env as "secretEnv", p.logo, p.sort_order as "sortOrder",
    (select count(*)::int from games g where g.provider_id = p.id) as "gameCount", ${bkk('p.updated_at')} as "updatedAt"
  from game_providers p`;

export const adminProviders = async (db: Database): Promise<StoredProvider[]> =>
  rowsOf<StoredProvider>(await db.execute(sql`${PROVIDER_SELECT} order by p.sort_order, p.code`));

export const adminProvider = async (
  db: Database,
  code: string,
  lock = false,
): Promise<StoredProvider | undefined> => {
  const [row] = rowsOf<StoredProvider>(
    await db.execute(sql`${PROVIDER_SELECT} where p.code = ${code} ${lock ? sql`for update of p` : sql``}`),
  );
  return row;
};

export type ProviderPatch = Partial<Omit<StoredProvider, 'provider' | 'gameCount' | 'updatedAt'>>;

export const updateProviderRow = async (tx: Database, code: string, patch: ProviderPatch): Promise<void> => {
  await tx
    .update(gameProviders)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(eq(gameProviders.code, code));
};

const GAME_SELECT = sql`
  select p.code as provider, g.game_id as "gameId", g.names, g.image, g.category, g.hot, g.is_new as new, g.active,
    g.sort_order as "sortOrder", ${bkk('g.updated_at')} as "updatedAt"
  from games g join game_providers p on p.id = g.provider_id`;

export const adminGame = async (
  db: Database,
  key: { provider: string; gameId: string },
  lock = false,
): Promise<AdminGame | undefined> => {
  const [row] = rowsOf<AdminGame>(
    await db.execute(
      sql`${GAME_SELECT} where p.code = ${key.provider} and g.game_id = ${key.gameId} ${lock ? sql`for update of g` : sql``}`,
    ),
  );
  return row;
};

export const adminGames = async (
  db: Database,
  query: { provider?: string | undefined; q: string; page: number; pageSize: number },
): Promise<Page<AdminGame>> => {
  const like = `%${escapeLike(query.q.toLowerCase())}%`;
  const where = whereAll([
    query.provider !== undefined && sql`p.code = ${query.provider}`,
    query.q !== '' && sql`(lower(g.game_id) like ${like} or lower(g.names::text) like ${like})`,
  ]);
  return pagedList(db, {
    from: sql`games g join game_providers p on p.id = g.provider_id`,
    where,
    page: query,
    rows: async ({ limit, offset }) =>
      rowsOf<AdminGame>(
        await db.execute(sql`${GAME_SELECT} where ${where} order by p.sort_order, p.code, g.sort_order, g.game_id
          limit ${limit} offset ${offset}`),
      ),
  });
};

export interface GameFields {
  names: AdminGame['names'];
  image: string;
  category: string | null;
  hot: boolean;
  new: boolean;
  active: boolean;
  sortOrder: number;
}

const columnsOf = (fields: Partial<GameFields>) => ({
  ...(fields.names === undefined ? {} : { names: fields.names }),
  ...(fields.image === undefined ? {} : { image: fields.image }),
  ...(fields.category === undefined ? {} : { category: fields.category }),
  ...(fields.hot === undefined ? {} : { hot: fields.hot }),
  ...(fields.new === undefined ? {} : { isNew: fields.new }),
  ...(fields.active === undefined ? {} : { active: fields.active }),
  ...(fields.sortOrder === undefined ? {} : { sortOrder: fields.sortOrder }),
});

/** Inserts a game; false when the provider already has the id. */
export const insertGame = async (
  tx: Database,
  providerId: bigint,
  gameId: string,
  fields: GameFields,
): Promise<boolean> => {
  const inserted = await tx
    .insert(games)
    .values({ providerId, gameId, ...columnsOf(fields), names: fields.names, image: fields.image })
    .onConflictDoNothing()
    .returning({ id: games.id });
  return inserted.length > 0;
};

export const updateGameRow = async (
  tx: Database,
  providerId: bigint,
  gameId: string,
  fields: Partial<GameFields>,
): Promise<void> => {
  await tx
    .update(games)
    .set({ ...columnsOf(fields), updatedAt: sql`now()` })
    .where(and(eq(games.providerId, providerId), eq(games.gameId, gameId)));
};

/**
 * Replaces the highlights with `rows` (game row ids in order), under a lock on the table so two
 * staff saving at once do not interleave.
 */
export const replaceHighlights = async (tx: Database, rows: readonly bigint[]): Promise<void> => {
  await tx.execute(sql`lock table game_highlights in share row exclusive mode`);
  await tx.delete(gameHighlights);
  if (rows.length > 0)
    await tx
      .insert(gameHighlights)
      .values(rows.map((gameRowId, index) => ({ gameRowId, sortOrder: index + 1 })));
};

/** The catalogue rows of `keys` (provider code + game id), in the order given; missing ones left out. */
export const gameRowIds = async (
  db: Database,
  keys: ReadonlyArray<{ provider: string; gameId: string }>,
): Promise<Array<{ provider: string; gameId: string; id: bigint }>> => {
  if (keys.length === 0) return [];
  const rows = rowsOf<{ provider: string; game_id: string; id: string }>(
    await db.execute(sql`
      select p.code as provider, g.game_id, g.id::text from games g join game_providers p on p.id = g.provider_id
      where (p.code, g.game_id) in (${sql.join(
        keys.map((key) => sql`(${key.provider}, ${key.gameId})`),
        sql`, `,
      )})`),
  );
  return rows.map((row) => ({ provider: row.provider, gameId: row.game_id, id: BigInt(row.id) }));
};

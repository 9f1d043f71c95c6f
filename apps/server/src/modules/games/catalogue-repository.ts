import type { GameProviderType, Locale } from '@chokdee/domain';
import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../../db/client.ts';

/** The provider registry and catalogue as the member lists, the launch and the hooks read them. */

export type LaunchKind = 'chokdee' | 'url-template';

export interface ProviderRow {
  id: bigint;
  code: string;
  type: GameProviderType;
  active: boolean;
  launchKind: LaunchKind;
  launchUrl: string | null;
  secretEnv: string | null;
}

interface ProviderDbRow {
  id: string;
  code: string;
  type: GameProviderType;
  status: string;
  launch_kind: LaunchKind;
  launch_url: string | null;
  secret_env: string | null;
}

const providerOf = (row: ProviderDbRow): ProviderRow => ({
  id: BigInt(row.id),
  code: row.code,
  type: row.type,
  active: row.status === 'ACTIVE',
  launchKind: row.launch_kind,
  launchUrl: row.launch_url,
  secretEnv: row.secret_env,
});

const PROVIDER_COLUMNS = sql`id::text, code, type, status, launch_kind, launch_url, secret_env`;

export const findProvider = async (db: Database, code: string): Promise<ProviderRow | undefined> => {
  const [row] = rowsOf<ProviderDbRow>(
    await db.execute(sql`select ${PROVIDER_COLUMNS} from game_providers where code = ${code}`),
  );
  return row ? providerOf(row) : undefined;
};

export const allProviders = async (db: Database): Promise<ProviderRow[]> =>
  rowsOf<ProviderDbRow>(
    await db.execute(sql`select ${PROVIDER_COLUMNS} from game_providers order by sort_order, code`),
  ).map(providerOf);

/** Whether a provider has this game, active. */
export const isActiveGame = async (db: Database, providerId: bigint, gameId: string): Promise<boolean> => {
  const [row] = rowsOf<{ found: boolean }>(
    await db.execute(sql`
      select exists (select 1 from games where provider_id = ${providerId.toString()}::bigint and game_id = ${gameId} and active) as found`),
  );
  return row?.found ?? false;
};

/** A name in the locale, falling back to th. */
const named = (column: string, locale: Locale) =>
  sql.raw(`coalesce(${column} ->> '${locale}', ${column} ->> 'th')`);

export interface ListedProvider {
  provider: string;
  name: string;
  type: GameProviderType;
  logo: string;
  status: string;
  launch_kind: LaunchKind;
  launch_url: string | null;
  games: Array<{
    gameId: string;
    name: string;
    image: string;
    hot: boolean;
    new: boolean;
    category: string | null;
  }>;
}

/**
 * Every provider with its active games, names in `locale`, in display order: one statement (the
 * games aggregated per provider), whatever the catalogue's size.
 */
export const listProviders = async (db: Database, locale: Locale): Promise<ListedProvider[]> =>
  rowsOf<ListedProvider>(
    await db.execute(sql`
      select p.code as provider, ${named('p.names', locale)} as name, p.type, p.logo, p.status, p.launch_kind, p.launch_url,
        coalesce((
          select json_agg(json_build_object('gameId', g.game_id, 'name', ${named('g.names', locale)}, 'image', g.image,
              'hot', g.hot, 'new', g.is_new, 'category', g.category) order by g.sort_order, g.game_id)
          from games g where g.provider_id = p.id and g.active), '[]'::json) as games
      from game_providers p
      order by p.sort_order, p.code`),
  );

export interface ListedHighlight {
  provider: string;
  gameId: string;
  name: string;
  image: string;
  order: number;
}

/** The highlighted games in order; with `liveOnly`, only active games of active providers. */
export const listHighlights = async (
  db: Database,
  locale: Locale,
  liveOnly: boolean,
): Promise<ListedHighlight[]> =>
  rowsOf<ListedHighlight>(
    await db.execute(sql`
      select p.code as provider, g.game_id as "gameId", ${named('g.names', locale)} as name, g.image, h.sort_order as "order"
      from game_highlights h join games g on g.id = h.game_row_id join game_providers p on p.id = g.provider_id
      where ${liveOnly ? sql`g.active and p.status = 'ACTIVE'` : sql`true`}
      order by h.sort_order, h.id`),
  );

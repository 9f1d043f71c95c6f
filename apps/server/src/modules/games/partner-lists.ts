import type { GameHighlight, Locale, PartnerProvider } from '@chokdee/domain';
import type { Database } from '../../db/client.ts';
import { listHighlights, listProviders } from './catalogue-repository.ts';
import { launchBaseOf } from './launch-url.ts';

/**
 * partners.game.list.config (and .nr): every provider with its active games, names in the
 * member's language; `active` = open and launchable, so the lobby greys out the others.
 */
export const partnerList = async (
  db: Database,
  locale: Locale,
  chokdeeGamesUrl: string | undefined,
): Promise<PartnerProvider[]> =>
  (await listProviders(db, locale)).map((row) => ({
    provider: row.provider,
    name: row.name,
    type: row.type,
    logo: row.logo,
    active:
      row.status === 'ACTIVE' &&
      launchBaseOf({ launchKind: row.launch_kind, launchUrl: row.launch_url }, chokdeeGamesUrl) !== null,
    games: row.games,
  }));

/** game-highlight-configs: the highlighted games of active providers, in order. */
export const highlights = (db: Database, locale: Locale): Promise<GameHighlight[]> =>
  listHighlights(db, locale, true);

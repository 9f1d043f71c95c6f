import { gamePath } from './game-routes.ts';
import type { GameProviderType, PartnerProvider } from './types.ts';

export type LobbyCategory = 'all' | GameProviderType;
// Written out rather than spread from the domain's GAME_PROVIDER_TYPES: that module carries zod,
// which the lobby's chunk does not need (docs/performance.md, the member budget).
export const LOBBY_CATEGORIES = [
  'all',
  'casino',
  'slot',
  'sport',
  'live',
] as const satisfies readonly LobbyCategory[];

export const isLobbyCategory = (value: string | null): value is LobbyCategory =>
  (LOBBY_CATEGORIES as readonly (string | null)[]).includes(value);

/** What the lobby shows: a category, one provider (or all), a search text. */
export interface LobbyFilter {
  category: LobbyCategory;
  provider: string | null;
  search: string;
}

/** One tile of the grid: a game, or a provider's own lobby when it lists no games (live tables, sport). */
export interface LobbyTile {
  key: string;
  provider: string;
  providerName: string;
  name: string;
  image: string;
  hot: boolean;
  new: boolean;
  /** The provider is closed: the tile shows greyed out and opens nothing. */
  active: boolean;
  to: string;
}

const normalise = (text: string): string => text.normalize('NFC').toLocaleLowerCase().trim();

/** The providers of a category, in the list's order (the provider strip). */
export const providersOf = (list: readonly PartnerProvider[], category: LobbyCategory): PartnerProvider[] =>
  list.filter((p) => category === 'all' || p.type === category);

function tilesOf(p: PartnerProvider): LobbyTile[] {
  if (p.games.length === 0)
    return [
      {
        key: p.provider,
        provider: p.provider,
        providerName: p.name,
        name: p.name,
        image: p.logo,
        hot: false,
        new: false,
        active: p.active,
        to: gamePath(p.provider),
      },
    ];
  return p.games.map((game) => ({
    key: `${p.provider}/${game.gameId}`,
    provider: p.provider,
    providerName: p.name,
    name: game.name,
    image: game.image,
    hot: game.hot,
    new: game.new,
    active: p.active,
    to: gamePath(p.provider, game.gameId, game.category),
  }));
}

/**
 * The grid for a filter: the category's providers (or the one chosen), their games in the list's
 * order, those whose game or provider name contains the search text (any case); open providers
 * before closed ones.
 */
export function lobbyTiles(list: readonly PartnerProvider[], filter: LobbyFilter): LobbyTile[] {
  const search = normalise(filter.search);
  const tiles = providersOf(list, filter.category)
    .filter((p) => filter.provider === null || p.provider === filter.provider)
    .flatMap(tilesOf)
    .filter(
      (tile) =>
        search === '' ||
        normalise(tile.name).includes(search) ||
        normalise(tile.providerName).includes(search),
    );
  return [...tiles.filter((t) => t.active), ...tiles.filter((t) => !t.active)];
}

import { describe, expect, it } from 'vitest';
import { lobbyTiles, providersOf } from './lobby-filters.ts';
import type { PartnerProvider } from './types.ts';

const game = (gameId: string, name: string, extra: Partial<PartnerProvider['games'][number]> = {}) => ({
  gameId,
  name,
  image: `/games/${gameId}.svg`,
  hot: false,
  new: false,
  category: null,
  ...extra,
});

const LIST: PartnerProvider[] = [
  {
    provider: 'chokdee',
    name: 'Chokdee Games',
    type: 'slot',
    logo: '/games/chokdee.svg',
    active: true,
    games: [game('chokdee-slot', 'สล็อตโชคดี', { hot: true }), game('chokdee-baccarat', 'บาคาร่าโชคดี')],
  },
  { provider: 'sa', name: 'SA Gaming', type: 'live', logo: '/games/sa.svg', active: true, games: [] },
  {
    provider: 'joker',
    name: 'Joker',
    type: 'slot',
    logo: '/games/joker.svg',
    active: false,
    games: [game('roma', 'Roma', { new: true })],
  },
  {
    provider: 'gpx',
    name: 'GPX',
    type: 'sport',
    logo: '/games/gpx.svg',
    active: true,
    games: [game('soccer-1', 'Soccer', { category: 'pgSport' })],
  },
];

const keys = (filter: Parameters<typeof lobbyTiles>[1]) => lobbyTiles(LIST, filter).map((t) => t.key);

describe('lobby filters', () => {
  it('all: every game, a provider without games as one tile, closed providers last', () => {
    expect(keys({ category: 'all', provider: null, search: '' })).toEqual([
      'chokdee/chokdee-slot',
      'chokdee/chokdee-baccarat',
      'sa',
      'gpx/soccer-1',
      'joker/roma',
    ]);
  });

  it('a category keeps its providers only', () => {
    expect(keys({ category: 'slot', provider: null, search: '' })).toEqual([
      'chokdee/chokdee-slot',
      'chokdee/chokdee-baccarat',
      'joker/roma',
    ]);
    expect(providersOf(LIST, 'live').map((p) => p.provider)).toEqual(['sa']);
  });

  it('a provider keeps its games only', () => {
    expect(keys({ category: 'all', provider: 'joker', search: '' })).toEqual(['joker/roma']);
  });

  it('search matches game or provider names, any case, Thai included', () => {
    expect(keys({ category: 'all', provider: null, search: 'บาคาร่า' })).toEqual(['chokdee/chokdee-baccarat']);
    expect(keys({ category: 'all', provider: null, search: '  sa gaming ' })).toEqual(['sa']);
    expect(keys({ category: 'all', provider: null, search: 'ROMA' })).toEqual(['joker/roma']);
    expect(keys({ category: 'casino', provider: null, search: '' })).toEqual([]);
  });

  it('tiles link to their spec route and carry the flags', () => {
    const tiles = lobbyTiles(LIST, { category: 'all', provider: null, search: '' });
    expect(tiles.find((t) => t.key === 'chokdee/chokdee-slot')).toMatchObject({
      to: '/game/chokdee/chokdee-slot',
      hot: true,
      active: true,
    });
    expect(tiles.find((t) => t.key === 'gpx/soccer-1')?.to).toBe('/game/gpx/pgSport/soccer-1');
    expect(tiles.find((t) => t.key === 'sa')).toMatchObject({ to: '/game/sa', image: '/games/sa.svg' });
    expect(tiles.find((t) => t.key === 'joker/roma')).toMatchObject({ new: true, active: false });
  });
});

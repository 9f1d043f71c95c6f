import type { GameProviderType } from '@chokdee/domain';
import { param, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';

interface DemoGame {
  gameId: string;
  /** th, en, kh, mm */
  names: readonly [string, string, string, string];
  category: string;
  hot?: boolean;
  isNew?: boolean;
}

interface DemoProvider {
  code: string;
  name: string;
  type: GameProviderType;
  games: readonly DemoGame[];
}

const same = (name: string) => [name, name, name, name] as const;
const game = (gameId: string, name: string, category: string, flags: Partial<DemoGame> = {}): DemoGame => ({
  gameId,
  names: same(name),
  category,
  ...flags,
});

/** Spec §1: the partner providers with a small catalogue each; no launch URL here (configured by staff). */
const PARTNERS: readonly DemoProvider[] = [
  {
    code: 'all-bet',
    name: 'Allbet',
    type: 'casino',
    games: [
      game('ab-baccarat', 'Baccarat', 'baccarat', { hot: true }),
      game('ab-roulette', 'Roulette', 'roulette'),
    ],
  },
  {
    code: 'ezg',
    name: 'EZG',
    type: 'slot',
    games: [
      game('ezg-fortune', 'Fortune Gems', 'slot', { hot: true }),
      game('ezg-dragon', 'Dragon Gold', 'slot'),
    ],
  },
  {
    code: 'gpx',
    name: 'GPX',
    type: 'sport',
    games: [game('pgSport', 'PG Sport', 'sport', { hot: true }), game('gpx-esport', 'E-Sport', 'sport')],
  },
  {
    code: 'hg',
    name: 'HG',
    type: 'casino',
    games: [
      game('hg-baccarat', 'HG Baccarat', 'baccarat'),
      game('hg-dragon-tiger', 'Dragon Tiger', 'dragon-tiger'),
    ],
  },
  {
    code: 'joker',
    name: 'Joker',
    type: 'slot',
    games: [game('joker-roma', 'Roma', 'slot', { hot: true }), game('joker-fish', 'Fish Hunter', 'fishing')],
  },
  {
    code: 'pegasus',
    name: 'Pegasus',
    type: 'slot',
    games: [
      game('pegasus-wings', 'Golden Wings', 'slot', { isNew: true }),
      game('pegasus-gems', 'Sky Gems', 'slot'),
    ],
  },
  {
    code: 'pg-soft2',
    name: 'PG Soft',
    type: 'slot',
    games: [
      game('pg-mahjong', 'Mahjong Ways', 'slot', { hot: true }),
      game('pg-fortune-ox', 'Fortune Ox', 'slot'),
      game('pg-treasures', 'Treasures of Aztec', 'slot', { isNew: true }),
    ],
  },
  {
    code: 'sa',
    name: 'SA Gaming',
    type: 'casino',
    games: [
      game('sa-baccarat', 'SA Baccarat', 'baccarat', { hot: true }),
      game('sa-sicbo', 'Sic Bo', 'sicbo'),
    ],
  },
  {
    code: 'soccer',
    name: 'Soccer',
    type: 'sport',
    games: [
      game('soccer-live', 'Live Football', 'sport'),
      game('soccer-virtual', 'Virtual Football', 'sport', { isNew: true }),
    ],
  },
  {
    code: 'wl',
    name: 'WL',
    type: 'slot',
    games: [game('wl-lucky', 'Lucky Koi', 'slot'), game('wl-phoenix', 'Phoenix Rise', 'slot')],
  },
  {
    code: 'wl-game-test',
    name: 'WL Game Test',
    type: 'slot',
    games: [game('wlt-demo', 'Test Reels', 'slot')],
  },
  {
    code: 'wm',
    name: 'WM Casino',
    type: 'casino',
    games: [game('wm-baccarat', 'WM Baccarat', 'baccarat'), game('wm-fantan', 'Fan Tan', 'fantan')],
  },
  {
    code: 'world-casino',
    name: 'World Casino',
    type: 'casino',
    games: [
      game('wc-roulette', 'World Roulette', 'roulette'),
      game('wc-blackjack', 'Blackjack', 'blackjack'),
    ],
  },
  {
    code: 'live-casino',
    name: 'Live Casino',
    type: 'live',
    games: [
      game('live-baccarat', 'Live Baccarat', 'baccarat', { hot: true }),
      game('live-roulette', 'Live Roulette', 'roulette'),
    ],
  },
];

/** The built-in Chokdee Games (apps/games): launched at CHOKDEE_GAMES_URL, signed with CHOKDEE_GAMES_SECRET else HOOK_SECRET. */
const CHOKDEE: DemoProvider = {
  code: 'chokdee',
  name: 'Chokdee Games',
  type: 'slot',
  games: [
    {
      gameId: 'chokdee-slot',
      names: ['สล็อตโชคดี', 'Chokdee Slot', 'ស្លុតឆោកឌី', 'ချောက်ဒီ စလော့'],
      category: 'slot',
      hot: true,
      isNew: true,
    },
    {
      gameId: 'chokdee-baccarat',
      names: ['บาคาร่าโชคดี', 'Chokdee Baccarat', 'បាការ៉ាឆោកឌី', 'ချောက်ဒီ ဘာကာရက်'],
      category: 'baccarat',
      hot: true,
      isNew: true,
    },
  ],
};

const namesJson = (names: readonly [string, string, string, string]) =>
  JSON.stringify({ th: names[0], en: names[1], kh: names[2], mm: names[3] });

/**
 * The demo catalogue: provider `chokdee` active with its two games highlighted, and the spec's
 * partners with small catalogues (not launchable until staff give them a launch URL). Images are
 * the web app's local files `/games/<provider>.svg` and `/games/<gameId>.svg`. Every insert is
 * ON CONFLICT DO NOTHING: a second start changes nothing and staff edits are kept.
 */
export const seedDemoGames = async (db: Database): Promise<void> => {
  const providers = [CHOKDEE, ...PARTNERS];
  for (const [order, provider] of providers.entries()) {
    const builtIn = provider.code === CHOKDEE.code;
    await db.execute(sql`
      insert into game_providers (code, names, type, status, launch_kind, secret_env, logo, sort_order)
      values (${provider.code}, ${namesJson(same(provider.name))}::jsonb, ${provider.type}, 'ACTIVE',
        ${builtIn ? 'chokdee' : 'url-template'}, ${builtIn ? 'CHOKDEE_GAMES_SECRET' : null}, ${`/games/${provider.code}.svg`}, ${order * 10})
      on conflict (code) do nothing`);
    const games = provider.games;
    await db.execute(sql`
      insert into games (provider_id, game_id, names, image, category, hot, is_new, sort_order)
      select p.id, g.game_id, g.names::jsonb, '/games/' || g.game_id || '.svg', g.category, g.hot, g.is_new, g.ord
      from game_providers p,
        unnest(${param(games.map((g) => g.gameId))}::text[], ${param(games.map((g) => namesJson(g.names)))}::text[],
          ${param(games.map((g) => g.category))}::text[], ${param(games.map((g) => g.hot ?? false))}::boolean[],
          ${param(games.map((g) => g.isNew ?? false))}::boolean[], ${param(games.map((_g, i) => i * 10))}::int[])
          as g(game_id, names, category, hot, is_new, ord)
      where p.code = ${provider.code}
      on conflict (provider_id, game_id) do nothing`);
  }
  await db.execute(sql`
    insert into game_highlights (game_row_id, sort_order)
    select g.id, row_number() over (order by g.game_id desc)
    from games g join game_providers p on p.id = g.provider_id
    where p.code = ${CHOKDEE.code} and not exists (select 1 from game_highlights)
    on conflict (game_row_id) do nothing`);
};

import { describe, expect, it } from 'vitest';
import { gamePath, launchTargetOf } from './game-routes.ts';

/** `/game/<provider>/<rest>` as the router hands it to the launch page. */
const read = (path: string) => {
  const [provider = '', ...rest] = path.replace(/^\/game\//, '').split('/');
  return launchTargetOf(provider, rest);
};

describe('spec §2 game routes → launch request', () => {
  it.each([
    ['/game/all-bet', { provider: 'all-bet' }],
    ['/game/ezg', { provider: 'ezg' }],
    ['/game/gpx', { provider: 'gpx' }],
    ['/game/hg', { provider: 'hg' }],
    ['/game/joker', { provider: 'joker' }],
    ['/game/pegasus', { provider: 'pegasus' }],
    ['/game/pg-soft2', { provider: 'pg-soft2' }],
    ['/game/sa', { provider: 'sa' }],
    ['/game/soccer', { provider: 'soccer' }],
    ['/game/wl-game-test', { provider: 'wl-game-test' }],
    ['/game/wm', { provider: 'wm' }],
    ['/game/world-casino', { provider: 'world-casino' }],
    ['/game/wm/list', { provider: 'wm', gameList: 'list' }],
    ['/game/gpx/pgSport', { provider: 'gpx', gameList: 'pgSport' }],
    ['/game/ezg/ez-01', { provider: 'ezg', gameId: 'ez-01' }],
    ['/game/gpx/pgSport/soccer-1', { provider: 'gpx', gameList: 'pgSport', gameId: 'soccer-1' }],
    ['/game/joker/roma', { provider: 'joker', gameId: 'roma' }],
    ['/game/pegasus/peg-7', { provider: 'pegasus', gameId: 'peg-7' }],
    ['/game/pg-soft2/mahjong-ways', { provider: 'pg-soft2', gameId: 'mahjong-ways' }],
    ['/game/wl-game-test/g1', { provider: 'wl-game-test', gameId: 'g1' }],
    ['/game/wl-game-test/g1/lobby2', { provider: 'wl-game-test', gameId: 'g1', gameList: 'lobby2' }],
    ['/game/wl/slots', { provider: 'wl', gameList: 'slots' }],
    ['/game/wl/slots/wl-9', { provider: 'wl', gameList: 'slots', gameId: 'wl-9' }],
    ['/game/chokdee/chokdee-slot', { provider: 'chokdee', gameId: 'chokdee-slot' }],
  ])('%s', (path, target) => {
    expect(read(path)).toEqual(target);
  });

  it.each([
    ['/game/joker-backup/roma', { provider: 'joker', gameId: 'roma' }],
    ['/game/joker/roma/index-backup', { provider: 'joker', gameId: 'roma' }],
    ['/game/sa/index-backup', { provider: 'sa' }],
    ['/game/gpx-backup/pgSport', { provider: 'gpx', gameList: 'pgSport' }],
  ])('backup variant %s opens the same game', (path, target) => {
    expect(read(path)).toEqual(target);
  });

  it.each(['/game/joker/a/b', '/game/gpx/a/b/c', '/game/bad%20name', '/game/joker/<script>'])(
    '%s names no game',
    (path) => {
      expect(read(decodeURIComponent(path))).toBeNull();
    },
  );

  it('gamePath is read back into the same request', () => {
    for (const [provider, gameId, gameList] of [
      ['chokdee', 'chokdee-slot', null],
      ['gpx', 'soccer-1', 'pgSport'],
      ['wl', 'wl-9', 'slots'],
      ['wl-game-test', 'g1', 'lobby2'],
      ['joker', undefined, null],
    ] as const) {
      const target = read(gamePath(provider, gameId, gameList));
      expect(target).toMatchObject({ provider, ...(gameId ? { gameId } : {}) });
      if (gameList) expect(target?.gameList).toBe(gameList);
    }
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render-app.tsx';
import { i18n } from '../../lib/i18n.ts';
import { installFakeApi, type FakeApi } from '../../test/fake-api.ts';
import { setupI18n } from '../../test/render.tsx';

let api: FakeApi;
beforeAll(setupI18n);
beforeEach(async () => {
  await i18n.changeLanguage('th');
  api = installFakeApi();
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

const asMember = (status: number) =>
  api.on('users.auth', { body: { uuid: 'u-1', status, name: 'Somchai', userName: 'somchai01' } });

const game = (gameId: string, name: string, hot = false) => ({
  gameId,
  name,
  image: `/games/${gameId}.svg`,
  hot,
  new: !hot,
  category: null,
});
const MEMBER_LIST = [
  {
    provider: 'chokdee',
    name: 'Chokdee Games',
    type: 'slot',
    logo: '/games/chokdee.svg',
    active: true,
    games: [game('chokdee-slot', 'สล็อตโชคดี', true), game('chokdee-baccarat', 'บาคาร่าโชคดี')],
  },
  { provider: 'sa', name: 'SA Gaming', type: 'live', logo: '/games/sa.svg', active: true, games: [] },
  {
    provider: 'joker',
    name: 'Joker',
    type: 'slot',
    logo: '/games/joker.svg',
    active: true,
    games: [game('roma', 'Roma')],
  },
];
const VISITOR_LIST = [MEMBER_LIST[0]];

const serveLists = () => {
  api.on('partners.game.list.config', { body: MEMBER_LIST });
  api.on('partners.game.list.config.nr', { body: VISITOR_LIST });
  api.on('game-highlight-configs', {
    body: [
      {
        provider: 'chokdee',
        gameId: 'chokdee-slot',
        name: 'สล็อตโชคดี',
        image: '/games/chokdee-slot.svg',
        order: 1,
      },
    ],
  });
};
const tileKeys = () => screen.getAllByTestId('game-tile').map((tile) => tile.getAttribute('data-game'));

describe('games lobby', () => {
  it('a visitor sees the visitors list (.nr); the member list is never asked', async () => {
    serveLists();
    renderApp(['/games']);
    await screen.findAllByTestId('game-tile');
    expect(tileKeys()).toEqual(['chokdee/chokdee-slot', 'chokdee/chokdee-baccarat']);
    expect(screen.getByTestId('games-lobby').dataset.list).toBe('visitor');
    expect(screen.getByTestId('games-guest-bar')).toBeTruthy();
    expect(api.calls.some((c) => c.path === 'partners.game.list.config')).toBe(false);
    expect(screen.getAllByTestId('game-highlight')).toHaveLength(1);
  });

  it('a member sees the member list, filtered by category, provider and search', async () => {
    asMember(0);
    serveLists();
    renderApp(['/games']);
    await waitFor(() => expect(tileKeys()).toHaveLength(4));
    expect(screen.getByTestId('games-lobby').dataset.list).toBe('member');
    expect(api.calls.some((c) => c.path === 'partners.game.list.config.nr')).toBe(false);
    expect(screen.queryByTestId('games-guest-bar')).toBeNull();

    // The filter lives in the URL: each change is a (replacing) navigation.
    const shows = (keys: string[]) => waitFor(() => expect(tileKeys()).toEqual(keys));
    fireEvent.click(screen.getByTestId('games-category-live'));
    await shows(['sa']);
    fireEvent.click(screen.getByTestId('games-category-slot'));
    await shows(['chokdee/chokdee-slot', 'chokdee/chokdee-baccarat', 'joker/roma']);
    fireEvent.click(screen.getByTestId('games-provider-joker'));
    await shows(['joker/roma']);
    fireEvent.click(screen.getByTestId('games-provider-all'));
    fireEvent.change(screen.getByTestId('games-search'), { target: { value: 'บาคาร่า' } });
    await shows(['chokdee/chokdee-baccarat']);
    fireEvent.change(screen.getByTestId('games-search'), { target: { value: 'nothing like it' } });
    await screen.findByTestId('games-empty');
  });

  it('hot and new badges show on their tiles; a tile links to its game route', async () => {
    asMember(0);
    serveLists();
    renderApp(['/games']);
    const slot = (await screen.findAllByTestId('game-tile')).find(
      (tile) => tile.getAttribute('data-game') === 'chokdee/chokdee-slot',
    );
    expect(within(slot!).getByText(i18n.t('games.hot'))).toBeTruthy();
    expect(slot!.getAttribute('href')).toBe('/game/chokdee/chokdee-slot');
  });

  it('/live/casino opens on the live category', async () => {
    asMember(0);
    serveLists();
    renderApp(['/live/casino']);
    await waitFor(() => expect(tileKeys()).toEqual(['sa']));
    expect(screen.getByTestId('games-category-live').getAttribute('aria-pressed')).toBe('true');
  });
});

describe('game launch page', () => {
  it('asks games.launch for the route and shows the URL in a frame with a back button', async () => {
    asMember(0);
    api.on('games.launch', {
      body: { url: 'http://127.0.0.1:3002/play/chokdee-slot?token=t', expiresAt: 'x' },
    });
    renderApp(['/game/chokdee/chokdee-slot']);
    const frame = await screen.findByTestId('game-frame');
    expect(frame.getAttribute('src')).toBe('http://127.0.0.1:3002/play/chokdee-slot?token=t');
    expect(api.calls.filter((c) => c.path === 'games.launch').map((c) => c.body)).toEqual([
      { provider: 'chokdee', gameId: 'chokdee-slot', lang: 'th' },
    ]);
    expect(screen.getByTestId('game-back')).toBeTruthy();
  });

  it('a parameterised route sends its list and game', async () => {
    asMember(0);
    api.on('games.launch', { body: { url: 'http://games.test/x', expiresAt: 'x' } });
    renderApp(['/game/gpx/pgSport/soccer-1']);
    await screen.findByTestId('game-frame');
    expect(api.calls.find((c) => c.path === 'games.launch')?.body).toEqual({
      provider: 'gpx',
      gameList: 'pgSport',
      gameId: 'soccer-1',
      lang: 'th',
    });
  });

  it.each([
    ['GAME_NOT_FOUND', 404],
    ['GAME_PROVIDER_NOT_FOUND', 404],
  ])('a refusal %s is worded in the member language, never in English', async (code, status) => {
    asMember(0);
    api.on('games.launch', { status, body: { message: 'English text', code } });
    renderApp(['/game/joker/roma']);
    const error = await screen.findByTestId('game-launch-error');
    expect(error.textContent).toBe(i18n.t(`errorCodes.${code}`));
    expect(screen.queryByTestId('game-frame')).toBeNull();
  });

  it('a visitor on a game route is sent to / to log in', async () => {
    const { router } = renderApp(['/game/chokdee/chokdee-slot']);
    await screen.findByTestId('home-page');
    expect(router.state.location.pathname).toBe('/');
  });

  it('/game/logout ends the game sessions and returns to the lobby', async () => {
    asMember(0);
    serveLists();
    api.on('games.logout', { body: {} });
    const { router } = renderApp(['/game/logout']);
    await screen.findByTestId('games-lobby');
    expect(api.calls.some((c) => c.path === 'games.logout')).toBe(true);
    expect(router.state.location.pathname).toBe('/games');
  });
});

describe('status 3 (games suspended)', () => {
  it.each([
    '/games',
    '/game',
    '/live/casino',
    '/game/chokdee/chokdee-slot',
    '/game/gpx/pgSport',
    '/game/logout',
  ])('%s shows the 403 page and asks no game call', async (path) => {
    asMember(3);
    serveLists();
    renderApp([path]);
    expect((await screen.findByTestId('error-403')).textContent).toContain(i18n.t('errors.forbidden.title'));
    expect(api.calls.filter((c) => /game/.test(c.path))).toEqual([]);
  });

  it('status 4 (lotto suspended) still reaches the lobby', async () => {
    asMember(4);
    serveLists();
    renderApp(['/games']);
    expect(await screen.findByTestId('games-lobby')).toBeTruthy();
  });
});

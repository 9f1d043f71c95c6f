import { ACCOUNT_STATUS, type AccountStatus } from '@chokdee/domain';
import { describe, expect, it } from 'vitest';
import { decideGuards, needsAuth, type RouteAccess } from './guards.ts';
import type { AuthUser } from './session.ts';

const member = (status: AccountStatus = ACCOUNT_STATUS.active): AuthUser => ({
  uuid: 'u-1',
  status,
  name: 'Somchai',
  userName: 'somchai01',
});

const HOME: RouteAccess = { guards: ['none-auth', 'user-agent'], entry: true };
const FORGOT: RouteAccess = { guards: ['none-auth', 'user-agent'] };
const MAIN: RouteAccess = { guards: ['auth', 'user-agent'], area: 'account' };
const area = (name: RouteAccess['area']): RouteAccess => ({ guards: ['auth', 'user-agent'], area: name });

describe('decideGuards', () => {
  it('auth: a visitor is sent to /, a member passes', () => {
    expect(decideGuards(MAIN, null)).toEqual({ kind: 'redirect', to: '/' });
    expect(decideGuards(MAIN, member())).toEqual({ kind: 'allow' });
  });

  it('none-auth: a member on a guest page goes to /main, a visitor stays', () => {
    expect(decideGuards(HOME, member())).toEqual({ kind: 'redirect', to: '/main' });
    expect(decideGuards(FORGOT, member())).toEqual({ kind: 'redirect', to: '/main' });
    expect(decideGuards(HOME, null)).toEqual({ kind: 'allow' });
  });

  it('user-agent alone never needs the login state', () => {
    expect(decideGuards({ guards: ['user-agent'] }, null)).toEqual({ kind: 'allow' });
    expect(needsAuth({ guards: ['user-agent'] })).toBe(false);
    expect(needsAuth(HOME)).toBe(true);
    expect(needsAuth(MAIN)).toBe(true);
  });

  it('an unknown guard name is a 500, whoever asks', () => {
    for (const user of [null, member()]) {
      const outcome = decideGuards({ guards: ['auth', 'admin-only'] }, user);
      expect(outcome).toMatchObject({ kind: 'error', status: 500 });
    }
  });

  it('status 1 on index/register/login: logged out and sent to /main (spec §4, literally)', () => {
    expect(decideGuards(HOME, member(ACCOUNT_STATUS.guestLike))).toEqual({
      kind: 'redirect',
      to: '/main',
      logout: true,
    });
    // Not an entry route: the none-auth rule applies as for anyone.
    expect(decideGuards(FORGOT, member(ACCOUNT_STATUS.guestLike))).toEqual({ kind: 'redirect', to: '/main' });
    // /main itself is in the `account` area a guest-like member may still use.
    expect(decideGuards(MAIN, member(ACCOUNT_STATUS.guestLike))).toEqual({ kind: 'allow' });
    expect(decideGuards(area('member'), member(ACCOUNT_STATUS.guestLike))).toMatchObject({
      kind: 'error',
      status: 403,
    });
  });

  it.each([
    [ACCOUNT_STATUS.creditSuspended, 'credit'],
    [ACCOUNT_STATUS.gamesSuspended, 'games'],
    [ACCOUNT_STATUS.lottoSuspended, 'lotto'],
  ] as const)('status %i gets 403 in the %s area only', (status, blocked) => {
    for (const name of ['account', 'member', 'credit', 'games', 'lotto'] as const) {
      const outcome = decideGuards(area(name), member(status));
      if (name === blocked) expect(outcome).toMatchObject({ kind: 'error', status: 403 });
      else expect(outcome).toEqual({ kind: 'allow' });
    }
  });

  it('status 0 goes everywhere', () => {
    for (const name of ['account', 'member', 'credit', 'games', 'lotto'] as const)
      expect(decideGuards(area(name), member())).toEqual({ kind: 'allow' });
  });

  it('a banned token is logged out: sent to / from member pages, allowed to stay on guest pages', () => {
    expect(decideGuards(MAIN, member(ACCOUNT_STATUS.banned))).toEqual({
      kind: 'redirect',
      to: '/',
      logout: true,
    });
    expect(decideGuards(HOME, member(ACCOUNT_STATUS.banned))).toEqual({ kind: 'allow', logout: true });
  });
});

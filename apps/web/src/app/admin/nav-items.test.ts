import { permissionsOf } from '@chokdee/domain';
import { describe, expect, it } from 'vitest';
import { homePath, isCurrentNavItem, visibleNavItems } from './nav-items.ts';

const labels = (permissions: readonly string[] | undefined) =>
  visibleNavItems(permissions).map((item) => item.label);

describe('permission-based navigation', () => {
  it('shows each role only the screens of its permissions (the domain role matrix)', () => {
    expect(labels(permissionsOf('Super Admin'))).toEqual([
      'dashboard',
      'members',
      'reconciliation',
      'withdrawals',
      'deposits',
      'lottoRounds',
      'lottoFamilies',
      'games',
      'gameTransactions',
      'gameReport',
      'affiliate',
      'loyalty',
      'promotions',
      'broadcast',
      'support',
      'kyc',
      'content',
      'audit',
      'site',
      'agents',
      'staff',
    ]);
    expect(labels(permissionsOf('Administrator'))).toEqual([
      'dashboard',
      'members',
      'reconciliation',
      'withdrawals',
      'deposits',
      'lottoRounds',
      'lottoFamilies',
      'games',
      'gameTransactions',
      'gameReport',
      'affiliate',
      'loyalty',
      'promotions',
      'broadcast',
      'support',
      'kyc',
      'content',
      'audit',
      'agents',
    ]);
    expect(labels(permissionsOf('Staff'))).toEqual([
      'dashboard',
      'members',
      'reconciliation',
      'withdrawals',
      'deposits',
      'lottoRounds',
      'lottoFamilies',
      'games',
      'gameTransactions',
      'gameReport',
      'affiliate',
      'loyalty',
      'promotions',
      'support',
      'audit',
    ]);
  });

  it('shows nothing while enrolment is pending (auth.me answers no permissions) or before auth.me', () => {
    expect(labels([])).toEqual([]);
    expect(labels(undefined)).toEqual([]);
    expect(homePath([])).toBeNull();
  });

  it('lands /admin on the dashboard (every role has a queue), else on the first allowed screen', () => {
    for (const role of ['Staff', 'Administrator', 'Super Admin'] as const)
      expect(homePath(permissionsOf(role))).toBe('/admin');
    expect(homePath(['agents.manage'])).toBe('/admin/agents');
  });

  it("marks only the entry of the page shown: the dashboard is not every path's entry", () => {
    expect(isCurrentNavItem('/admin', '/admin')).toBe(true);
    expect(isCurrentNavItem('/admin/deposits', '/admin')).toBe(false);
    expect(isCurrentNavItem('/admin/lotto/rounds/7', '/admin/lotto/rounds')).toBe(true);
  });
});

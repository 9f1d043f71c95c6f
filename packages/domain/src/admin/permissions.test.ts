import { describe, expect, it } from 'vitest';
import { ALL_PERMISSIONS, can, permissionsOf, STAFF_ROLES } from './permissions.ts';
import { adminMemberStatusRequest } from './member-admin-schemas.ts';
import { domainNameSchema } from './site-schemas.ts';

describe('role matrix', () => {
  it('is the one documented in docs/back-office.md', () => {
    expect(Object.fromEntries(STAFF_ROLES.map((role) => [role, permissionsOf(role)]))).toEqual({
      'Super Admin': ALL_PERMISSIONS,
      Administrator: [
        'members.view',
        'members.unlock',
        'members.status',
        'members.logout',
        'audit.view',
        'audit.view.all',
        'agents.manage',
        'wallet.view',
        'wallet.adjust',
        'lotto.view',
        'lotto.manage',
        'lotto.results',
        'withdrawals.view',
        'withdrawals.decide',
        'banks.verify',
        'deposits.view',
        'deposits.decide',
        'games.view',
        'games.manage',
        'affiliate.view',
        'loyalty.view',
        'loyalty.manage',
        'promotions.view',
        'promotions.manage',
        'content.manage',
        'notifications.broadcast',
        'support.chat',
        'support.manage',
        'kyc.review',
      ],
      Staff: [
        'members.view',
        'members.unlock',
        'audit.view',
        'wallet.view',
        'lotto.view',
        'withdrawals.view',
        'deposits.view',
        'games.view',
        'affiliate.view',
        'loyalty.view',
        'promotions.view',
        'support.chat',
      ],
    });
  });
  it('only a Super Admin manages staff and site settings', () => {
    for (const role of STAFF_ROLES)
      expect([can(role, 'staff.manage'), can(role, 'site.manage')]).toEqual(
        role === 'Super Admin' ? [true, true] : [false, false],
      );
  });
});

describe('admin schemas', () => {
  it('status must be one of the contract statuses and a reason is required', () => {
    const uuid = '00000000-0000-4000-8000-000000000000';
    expect(adminMemberStatusRequest.safeParse({ uuid, status: 9, reason: 'fraud' }).success).toBe(true);
    expect(adminMemberStatusRequest.safeParse({ uuid, status: 5, reason: 'x' }).success).toBe(false);
    expect(adminMemberStatusRequest.safeParse({ uuid, status: 2, reason: ' ' }).success).toBe(false);
  });
  it('a domain is a lower-cased host name without port or path', () => {
    expect(domainNameSchema.parse(' Chokdee.Example ')).toBe('chokdee.example');
    for (const bad of ['chokdee.example:3000', 'http://chokdee.example', 'a b.example', '-x.example'])
      expect(domainNameSchema.safeParse(bad).success, bad).toBe(false);
  });
});

import type { StaffRole } from '@chokdee/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { buildApp } from '../../app.ts';
import { signedIn, type StaffClient } from '../../../test/admin-test-kit.ts';

// Written out in full (not derived from PERMISSIONS) so that changing the matrix or adding an
// admin route must change this table too. S = Super Admin, A = Administrator, T = Staff.
const ALL = 'SAT';
const OPS = 'SA';
const SUPER = 'S';
const EXPECTED: Record<string, string> = {
  'POST /api/admin/auth.login': 'public',
  'POST /api/admin/auth.logout': 'session',
  'GET /api/admin/auth.me': 'session',
  'POST /api/admin/totp.enroll.start': 'session',
  'POST /api/admin/totp.enroll.confirm': 'session',
  'GET /api/admin/members.search': ALL,
  'GET /api/admin/members.one': ALL,
  'POST /api/admin/members.unlock': ALL,
  'POST /api/admin/members.status.update': OPS,
  'POST /api/admin/members.logout': OPS,
  'GET /api/admin/audit.search': ALL,
  'GET /api/admin/dashboard.summary': ALL,
  'GET /api/admin/site.maintenance': ALL,
  'POST /api/admin/site.maintenance.update': SUPER,
  'GET /api/admin/site.turnover': ALL,
  'POST /api/admin/site.turnover.update': SUPER,
  'GET /api/admin/site.domains.list': SUPER,
  'POST /api/admin/site.domains.create': SUPER,
  'POST /api/admin/site.domains.update': SUPER,
  'POST /api/admin/site.domains.delete': SUPER,
  'GET /api/admin/agents.list': OPS,
  'POST /api/admin/agents.create': OPS,
  'POST /api/admin/agents.update': OPS,
  'POST /api/admin/agents.delete': OPS,
  'GET /api/admin/staff.list': SUPER,
  'POST /api/admin/staff.create': SUPER,
  'POST /api/admin/staff.role.update': SUPER,
  'POST /api/admin/staff.unlock': SUPER,
  'POST /api/admin/staff.totp.reset': SUPER,
  'POST /api/admin/staff.disable': SUPER,
  'POST /api/admin/staff.enable': SUPER,
  'POST /api/admin/wallet.adjust': OPS,
  'POST /api/admin/wallet.move': OPS,
  'GET /api/admin/wallet.ledger': ALL,
  'GET /api/admin/wallet.reconciliation': ALL,
  'GET /api/admin/lotto.families': ALL,
  'POST /api/admin/lotto.families.update': OPS,
  'GET /api/admin/lotto.rounds': ALL,
  'GET /api/admin/lotto.rounds.one': ALL,
  'POST /api/admin/lotto.rounds.update': OPS,
  'POST /api/admin/lotto.rules.set': OPS,
  'POST /api/admin/lotto.rules.delete': OPS,
  'GET /api/admin/lotto.exposure': ALL,
  'POST /api/admin/lotto.rounds.open': OPS,
  'POST /api/admin/lotto.rounds.close': OPS,
  'POST /api/admin/lotto.rounds.void': OPS,
  'GET /api/admin/lotto.yeekee-bonus': ALL,
  'POST /api/admin/lotto.yeekee-bonus.update': OPS,
  'GET /api/admin/contents.list': OPS,
  'POST /api/admin/contents.save': OPS,
  'POST /api/admin/contents.upload': OPS,
  'GET /api/admin/lotto/rounds/:id/results': ALL,
  'POST /api/admin/lotto/rounds/:id/results': OPS,
  'POST /api/admin/lotto/rounds/:id/results/:resultId/confirm': OPS,
  'POST /api/admin/lotto/rounds/:id/results/:resultId/reject': OPS,
  'POST /api/admin/lotto/results/preview': OPS,
  'GET /api/admin/withdrawals.list': ALL,
  'POST /api/admin/withdrawals.approve': OPS,
  'POST /api/admin/withdrawals.reject': OPS,
  'GET /api/admin/member-banks.list': ALL,
  'POST /api/admin/member-banks.verify': OPS,
  'GET /api/admin/deposits.list': ALL,
  'GET /api/admin/deposits.slip': ALL,
  'POST /api/admin/deposits.approve': OPS,
  'POST /api/admin/deposits.reject': OPS,
  'GET /api/admin/statement-lines.list': ALL,
  'POST /api/admin/statement-lines.match': OPS,
  'POST /api/admin/statement-lines.dismiss': OPS,
  'GET /api/admin/deposit-banks.list': ALL,
  'POST /api/admin/deposit-banks.create': SUPER,
  'POST /api/admin/deposit-banks.update': SUPER,
  'GET /api/admin/deposits.providers': ALL,
  'POST /api/admin/deposits.truemoney.update': SUPER,
  'POST /api/admin/deposits.crypto.update': SUPER,
  'POST /api/admin/deposits.crypto.addresses.add': SUPER,
  'GET /api/admin/deposits.crypto.transfers': ALL,
  'GET /api/admin/deposits.truemoney.transfers': ALL,
  'POST /api/admin/deposits.truemoney.transfers.credit': OPS,
  'POST /api/admin/deposits.truemoney.transfers.dismiss': OPS,
  'POST /api/admin/deposits.crypto.transfers.credit': OPS,
  'POST /api/admin/deposits.crypto.transfers.dismiss': OPS,
  'GET /api/admin/games.providers.list': ALL,
  'POST /api/admin/games.providers.update': OPS,
  'GET /api/admin/games.games.list': ALL,
  'POST /api/admin/games.games.create': OPS,
  'POST /api/admin/games.games.update': OPS,
  'GET /api/admin/games.highlights.list': ALL,
  'POST /api/admin/games.highlights.update': OPS,
  'GET /api/admin/games.transactions.list': ALL,
  'GET /api/admin/games.report.daily': ALL,
  'GET /api/admin/affiliate.plans.list': ALL,
  'POST /api/admin/affiliate.plans.save': SUPER,
  'GET /api/admin/affiliate.runs.list': ALL,
  'GET /api/admin/affiliate.accruals.list': ALL,
  'POST /api/admin/affiliate.runs.run': SUPER,
  'GET /api/admin/loyalty.settings': ALL,
  'POST /api/admin/loyalty.settings.update': OPS,
  'GET /api/admin/loyalty.achievements.list': ALL,
  'POST /api/admin/loyalty.achievements.create': OPS,
  'POST /api/admin/loyalty.achievements.update': OPS,
  'GET /api/admin/loyalty.report': ALL,
  'GET /api/admin/promotions.list': ALL,
  'POST /api/admin/promotions.create': OPS,
  'POST /api/admin/promotions.update': OPS,
  'GET /api/admin/promotions.claims': ALL,
  'GET /api/admin/notifications.broadcast.preview': OPS,
  'POST /api/admin/notifications.broadcast': OPS,
  'GET /api/admin/support.conversations': ALL,
  'GET /api/admin/support.conversation': ALL,
  'GET /api/admin/support.messages': ALL,
  'POST /api/admin/support.send': ALL,
  'POST /api/admin/support.read': ALL,
  'POST /api/admin/support.typing': ALL,
  'POST /api/admin/support.assign': ALL,
  'POST /api/admin/support.close': ALL,
  'GET /api/admin/support.staff': ALL,
  'GET /api/admin/support.canned': ALL,
  'POST /api/admin/support.canned.save': OPS,
  'POST /api/admin/support.canned.delete': OPS,
  'POST /api/admin/support.switch': OPS,
  'GET /api/admin/site.jurisdictions': SUPER,
  'POST /api/admin/site.jurisdictions.update': SUPER,
  'GET /api/admin/site.kyc': SUPER,
  'POST /api/admin/site.kyc.update': SUPER,
  'GET /api/admin/kyc.list': OPS,
  'GET /api/admin/kyc.image': OPS,
  'POST /api/admin/kyc.approve': OPS,
  'POST /api/admin/kyc.reject': OPS,
};
const LETTER: Record<StaffRole, string> = { 'Super Admin': 'S', Administrator: 'A', Staff: 'T' };

let t: TestApp;
const clients = {} as Record<StaffRole, StaffClient>;
beforeAll(async () => {
  t = await startTestApp();
  for (const role of ['Super Admin', 'Administrator', 'Staff'] as const)
    clients[role] = (await signedIn(t, role)).client;
});
afterAll(async () => {
  await t.close();
});

describe('role × admin route matrix', () => {
  it('the app has exactly the routes of the table, each with the declared access', () => {
    const actual = Object.fromEntries(t.app.adminRoutes.map((r) => [`${r.method} ${r.url}`, r.access]));
    expect(Object.keys(actual).sort()).toEqual(Object.keys(EXPECTED).sort());
  });

  for (const [route, allowed] of Object.entries(EXPECTED)) {
    if (allowed === 'public' || allowed === 'session') continue;
    const [method, path] = route.split(' ') as [string, string];
    it(`${route}: allowed for ${allowed}, 403 for the others`, async () => {
      for (const role of ['Super Admin', 'Administrator', 'Staff'] as const) {
        // An empty body or query: an allowed role gets past the guard (400/404/200), a refused one 403.
        const result = await clients[role].request(method, path, {});
        if (allowed.includes(LETTER[role]))
          expect([200, 201, 400, 404, 409], `${role} ${route} ${JSON.stringify(result.body)}`).toContain(
            result.status,
          );
        else expect(result, `${role} ${route}`).toMatchObject({ status: 403, body: { code: 'FORBIDDEN' } });
      }
    });
  }

  it('every role reaches the session routes; nobody anonymous reaches any guarded route', async () => {
    for (const role of ['Super Admin', 'Administrator', 'Staff'] as const)
      expect((await clients[role].get('/api/admin/auth.me')).status).toBe(200);
    for (const [route, access] of Object.entries(EXPECTED)) {
      if (access === 'public') continue;
      const [method, path] = route.split(' ') as [string, string];
      const result = await fetch(`${t.url}${path}`, {
        method,
        headers: method === 'POST' ? { 'content-type': 'application/json' } : {},
        body: method === 'POST' ? '{}' : undefined,
      });
      expect(result.status, route).toBe(401);
    }
  });

  it('an /api/admin route without a declared permission stops the app from starting', async () => {
    const app = await buildApp(t.config, { connection: t.connection });
    try {
      expect(() => app.get('/api/admin/forgotten', (_request, reply) => reply.send({ data: 1 }))).toThrow(
        /declares no staff permission/,
      );
    } finally {
      await app.close();
    }
  });
});

import {
  adminMemberBank,
  adminMemberBanksQuery,
  adminMemberBanksResult,
  adminMemberBankVerifyRequest,
  adminWithdrawal,
  adminWithdrawalApproveRequest,
  adminWithdrawalRejectRequest,
  adminWithdrawalsQuery,
  adminWithdrawalsResult,
} from '@chokdee/domain';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import { actorOf } from '../../platform/staff-auth/index.ts';
import { ok } from '../../platform/reply.ts';
import type { AdminDeps } from '../../admin-deps.ts';
import { approveWithdrawal, rejectWithdrawal } from './decide-withdrawal.ts';
import { listWithdrawals } from './list-withdrawals.ts';
import { listMemberBanksAdmin, verifyMemberBank } from './member-banks-admin.ts';

const TAGS = ['admin: withdrawals'];
const dataOf = <T extends z.ZodType>(schema: T) => z.object({ data: schema });

export type AdminWithdrawalDeps = AdminDeps & { config: Pick<Config, 'withdraw'> };

/** The withdrawal queue and members' bank accounts (back office). */
export const adminWithdrawalRoutes =
  (deps: AdminWithdrawalDeps): FastifyPluginCallbackZod =>
  (app, _options, done) => {
    const twoPersonAboveSatang = deps.config.withdraw.twoPersonAboveSatang;

    app.get(
      '/api/admin/withdrawals.list',
      {
        config: { staff: 'withdrawals.view' },
        schema: {
          tags: TAGS,
          summary:
            'Withdrawals, oldest first, with filters (status, user name prefix or member uuid, created from/to) and totals',
          querystring: adminWithdrawalsQuery,
          response: { 200: dataOf(adminWithdrawalsResult) },
        },
      },
      async (request) => ok(await listWithdrawals(deps.db, request.query, twoPersonAboveSatang)),
    );

    app.post(
      '/api/admin/withdrawals.approve',
      {
        config: { staff: 'withdrawals.decide' },
        schema: {
          tags: TAGS,
          summary:
            'Approve a withdrawal: pays it (WITHDRAW entry) with the transfer reference, or, above WITHDRAW_TWO_PERSON_ABOVE_BAHT, records the first of two approvals. Audited.',
          description:
            'Paying needs `reference` (400). The second approval by the first approver: 409. Already decided: 409.',
          body: adminWithdrawalApproveRequest,
          response: { 200: dataOf(adminWithdrawal) },
        },
      },
      async (request) =>
        ok(
          await approveWithdrawal(deps.db, actorOf(request), {
            ...request.body,
            staffId: request.staff.id,
            twoPersonAboveSatang,
          }),
        ),
    );

    app.post(
      '/api/admin/withdrawals.reject',
      {
        config: { staff: 'withdrawals.decide' },
        schema: {
          tags: TAGS,
          summary: 'Reject a pending withdrawal with a reason: the held amount is available again. Audited.',
          body: adminWithdrawalRejectRequest,
          response: { 200: dataOf(adminWithdrawal) },
        },
      },
      async (request) =>
        ok(
          await rejectWithdrawal(deps.db, actorOf(request), {
            ...request.body,
            staffId: request.staff.id,
            twoPersonAboveSatang,
          }),
        ),
    );

    app.get(
      '/api/admin/member-banks.list',
      {
        config: { staff: 'withdrawals.view' },
        schema: {
          tags: TAGS,
          summary: "Members' bank accounts (filter verified, member uuid), oldest first",
          querystring: adminMemberBanksQuery,
          response: { 200: dataOf(adminMemberBanksResult) },
        },
      },
      async (request) => ok(await listMemberBanksAdmin(deps.db, request.query)),
    );

    app.post(
      '/api/admin/member-banks.verify',
      {
        config: { staff: 'banks.verify' },
        schema: {
          tags: TAGS,
          summary: "Mark a member bank account's holder name as checked (optionally correcting it). Audited.",
          body: adminMemberBankVerifyRequest,
          response: { 200: dataOf(adminMemberBank) },
        },
      },
      async (request) =>
        ok(await verifyMemberBank(deps.db, actorOf(request), { ...request.body, staffId: request.staff.id })),
    );

    done();
  };

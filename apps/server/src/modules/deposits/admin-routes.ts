import {
  adminDeposit,
  adminDepositApproveRequest,
  adminDepositBank,
  adminDepositBankRequest,
  adminDepositBankUpdateRequest,
  adminDepositRejectRequest,
  adminDepositSlipQuery,
  adminDepositsQuery,
  adminDepositsResult,
  adminStatementDismissRequest,
  adminStatementLine,
  adminStatementLinesQuery,
  adminStatementLinesResult,
  adminStatementMatchRequest,
} from '@chokdee/domain';
import { sql } from 'drizzle-orm';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { rowsOf } from '../../db/client.ts';
import { appError } from '../../platform/errors.ts';
import { actorOf } from '../../platform/staff-auth/index.ts';
import { ok } from '../../platform/reply.ts';
import type { AdminDeps } from '../../admin-deps.ts';
import { approveDeposit, rejectDeposit } from './decide-deposit.ts';
import { createDepositBank, listDepositBanksAdmin, updateDepositBank } from './deposit-banks-admin.ts';
import { listDeposits } from './list-deposits.ts';
import { dismissStatementLine, listStatementLines, matchStatementLine } from './statement-lines.ts';

const TAGS = ['admin: deposits'];
const dataOf = <T extends z.ZodType>(schema: T) => z.object({ data: schema });

/** The deposit queues (normal deposits, unmatched statement lines) and the receiving accounts. */
export const adminDepositRoutes =
  (deps: AdminDeps): FastifyPluginCallbackZod =>
  (app, _options, done) => {
    const { db } = deps;

    app.get(
      '/api/admin/deposits.list',
      {
        config: { staff: 'deposits.view' },
        schema: {
          tags: TAGS,
          summary:
            'Deposits, oldest first, with filters (status, method, user name prefix or member uuid, created from/to) and totals',
          querystring: adminDepositsQuery,
          response: { 200: dataOf(adminDepositsResult) },
        },
      },
      async (request) => ok(await listDeposits(db, request.query)),
    );

    app.get(
      '/api/admin/deposits.slip',
      {
        config: { staff: 'deposits.view' },
        schema: {
          tags: TAGS,
          summary: "A normal deposit's slip image (its own content type); none: 404",
          querystring: adminDepositSlipQuery,
        },
      },
      async (request, reply) => {
        const [slip] = rowsOf<{ content_type: string; data: Uint8Array }>(
          await db.execute(
            sql`select content_type, data from deposit_slips where deposit_id = ${request.query.id}::bigint`,
          ),
        );
        if (!slip) throw appError('SLIP_NOT_FOUND');
        return reply
          .type(slip.content_type)
          .header('cache-control', 'private, no-store')
          .header('content-disposition', 'inline')
          .send(Buffer.from(slip.data));
      },
    );

    app.post(
      '/api/admin/deposits.approve',
      {
        config: { staff: 'deposits.decide' },
        schema: {
          tags: TAGS,
          summary: 'Approve a pending normal deposit: DEPOSIT entry of its amount, status SUCCESS. Audited.',
          description:
            'Not pending: 409. A fast/QR request is paid by matching its statement line, not approved: 409.',
          body: adminDepositApproveRequest,
          response: { 200: dataOf(adminDeposit) },
        },
      },
      async (request) =>
        ok(await approveDeposit(db, actorOf(request), { ...request.body, staffId: request.staff.id })),
    );

    app.post(
      '/api/admin/deposits.reject',
      {
        config: { staff: 'deposits.decide' },
        schema: {
          tags: TAGS,
          summary: 'Reject a pending normal deposit with a reason (shown to the member). Audited.',
          body: adminDepositRejectRequest,
          response: { 200: dataOf(adminDeposit) },
        },
      },
      async (request) =>
        ok(await rejectDeposit(db, actorOf(request), { ...request.body, staffId: request.staff.id })),
    );

    app.get(
      '/api/admin/statement-lines.list',
      {
        config: { staff: 'deposits.view' },
        schema: {
          tags: TAGS,
          summary: 'Incoming bank statement lines (UNMATCHED by default), oldest first, with count and sum',
          querystring: adminStatementLinesQuery,
          response: { 200: dataOf(adminStatementLinesResult) },
        },
      },
      async (request) => ok(await listStatementLines(db, request.query)),
    );

    app.post(
      '/api/admin/statement-lines.match',
      {
        config: { staff: 'deposits.decide' },
        schema: {
          tags: TAGS,
          summary:
            'Match an unmatched line to an open fast/QR request of the same account ({ lineId, depositId }) or credit a member ({ lineId, memberUuid }). Audited.',
          description:
            'Credits what arrived (the line amount). Line not UNMATCHED or request not PENDING: 409.',
          body: adminStatementMatchRequest,
          response: { 200: dataOf(adminStatementLine) },
        },
      },
      async (request) =>
        ok(
          await matchStatementLine(db, actorOf(request), {
            lineId: request.body.lineId,
            depositId: 'depositId' in request.body ? request.body.depositId : undefined,
            memberUuid: 'memberUuid' in request.body ? request.body.memberUuid : undefined,
            staffId: request.staff.id,
          }),
        ),
    );

    app.post(
      '/api/admin/statement-lines.dismiss',
      {
        config: { staff: 'deposits.decide' },
        schema: {
          tags: TAGS,
          summary: 'Dismiss an unmatched line (not a member deposit) with a note. Audited.',
          body: adminStatementDismissRequest,
          response: { 200: dataOf(adminStatementLine) },
        },
      },
      async (request) =>
        ok(await dismissStatementLine(db, actorOf(request), { ...request.body, staffId: request.staff.id })),
    );

    app.get(
      '/api/admin/deposit-banks.list',
      {
        config: { staff: 'deposits.view' },
        schema: {
          tags: TAGS,
          summary: 'Every receiving account (active or not) with its PromptPay id and open requests',
          response: { 200: dataOf(z.array(adminDepositBank)) },
        },
      },
      async () => ok(await listDepositBanksAdmin(db)),
    );

    app.post(
      '/api/admin/deposit-banks.create',
      {
        config: { staff: 'deposits.banks' },
        schema: {
          tags: TAGS,
          summary: 'Add a receiving account (spec bank body + fast, promptpayId, active). Audited.',
          description: 'fast needs botUpdate (400). The same bank + number twice: 409.',
          body: adminDepositBankRequest,
          response: { 200: dataOf(adminDepositBank) },
        },
      },
      async (request) => ok(await createDepositBank(db, actorOf(request), request.body)),
    );

    app.post(
      '/api/admin/deposit-banks.update',
      {
        config: { staff: 'deposits.banks' },
        schema: {
          tags: TAGS,
          summary: 'Change a receiving account (incl. botUpdate, fast, PromptPay id, active). Audited.',
          body: adminDepositBankUpdateRequest,
          response: { 200: dataOf(adminDepositBank) },
        },
      },
      async (request) => ok(await updateDepositBank(db, actorOf(request), request.body)),
    );

    done();
  };

import {
  afCashsEndpoint,
  afCashsTransactionAllEndpoint,
  cashsEndpoint,
  creditTurnoversEndpoint,
  defaultStatementWindow,
  loyaltyPointsBalanceEndpoint,
  afCashsMoveEndpoint,
  transactionsAllEndpoint,
  transactionsSummaryEndpoint,
  STATEMENT_SUMMARY_DEFAULT_MONTHS,
  toBangkokIso,
  satang,
} from '@chokdee/domain';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { validationError } from '../../platform/errors.ts';
import { mountEndpoint, type EndpointRequest } from '../../platform/mount-endpoint.ts';
import type { CashCache } from './cash-cache.ts';
import { findStatement, statementAnswer } from './find-statement.ts';
import { getMemberBalances } from './get-member-balances.ts';
import { moveAfToMoney } from './move-af-to-money.ts';
import { getStatementSummary } from './statement-summary.ts';
import { getCreditTurnover } from './turnover.ts';

export const walletRoutes =
  (deps: { db: Database; cash: CashCache }): FastifyPluginCallbackZod =>
  (app, _options, done) => {
    const { db } = deps;
    const balancesOf = (memberId: bigint) => getMemberBalances(db, memberId);

    mountEndpoint(app, cashsEndpoint, async ({ member }) => ({
      money: await deps.cash.cashOf(member.uuid, async () => (await balancesOf(member.id)).cash),
    }));
    mountEndpoint(app, afCashsEndpoint, async (request) => ({
      afMoney: (await balancesOf(request.member.id)).afCash,
    }));
    mountEndpoint(app, loyaltyPointsBalanceEndpoint, async (request) => ({
      balance: (await balancesOf(request.member.id)).loyaltyPoint,
    }));

    const statement =
      (kind: 'CASH' | 'AF_CASH', window: 'wallet' | 'affiliate') =>
      async (request: EndpointRequest<typeof transactionsAllEndpoint>) => {
        const fallback = defaultStatementWindow(new Date(), window);
        const from = request.body?.startedDate ? new Date(request.body.startedDate) : fallback.startedDate;
        const to = request.body?.endedDate ? new Date(request.body.endedDate) : fallback.endedDate;
        if (from > to) throw validationError({ startedDate: 'startedDate must not be after endedDate' });
        const lines = await findStatement(db, { memberId: request.member.id, kind, from, to });
        return lines.map(statementAnswer);
      };
    mountEndpoint(app, transactionsAllEndpoint, statement('CASH', 'wallet'));
    mountEndpoint(app, afCashsTransactionAllEndpoint, statement('AF_CASH', 'affiliate'));

    mountEndpoint(app, transactionsSummaryEndpoint, async (request) => {
      const months = request.body?.months ?? STATEMENT_SUMMARY_DEFAULT_MONTHS;
      const summary = await getStatementSummary(db, request.member.id, months);
      return {
        balance: summary.balance,
        held: summary.held,
        available: satang(summary.balance - summary.held),
        pending: summary.pending.map((line) => ({ ...line, createdAt: toBangkokIso(line.createdAt) })),
        months: summary.months,
        opening: summary.opening,
        days: summary.days,
      };
    });

    mountEndpoint(app, creditTurnoversEndpoint, async (request) => {
      const turnover = await getCreditTurnover(db, request.member.id);
      return {
        canWithdraw: turnover.canWithdraw,
        turnOver: turnover.turnOver,
        type: turnover.type,
      };
    });

    mountEndpoint(app, afCashsMoveEndpoint, async (request) => {
      const result = await moveAfToMoney(db, {
        memberId: request.member.id,
        amount: request.body.amount,
        idempotencyKey: request.headers['idempotency-key'],
      });
      return { money: result.money, afMoney: result.afMoney };
    });

    done();
  };

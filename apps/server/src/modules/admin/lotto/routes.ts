import {
  adminExposureQuery,
  adminFamilyUpdateRequest,
  adminRoundActionRequest,
  adminRoundQuery,
  adminRoundUpdateRequest,
  adminRoundsQuery,
  adminRuleDeleteRequest,
  adminRuleSetRequest,
} from '@chokdee/domain';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { actorOf, ok, type AdminDeps } from '../admin-deps.ts';
import { closeRound, openRound } from './change-round-status.ts';
import { deleteNumberRule } from './delete-number-rule.ts';
import { getAdminRound } from './get-round.ts';
import { listFamilies } from './list-families.ts';
import { listRounds } from './list-rounds.ts';
import { roundExposure } from './round-exposure.ts';
import { setNumberRule } from './set-number-rule.ts';
import { updateFamily } from './update-family.ts';
import { updateRound } from './update-round.ts';
import { voidRound } from './void-round.ts';

const TAGS = ['admin: lotto'];
const EDGE = 'Rates are JSON numbers (900, 3.2), money is baht (<= 2 decimals), times ISO 8601 +07:00.';

/** The staff part of issue 6: family settings, rounds, number rules, exposure, open/close/void. */
export const adminLottoRoutes =
  (deps: AdminDeps): FastifyPluginCallbackZod =>
  (app, _options, done) => {
    app.get(
      '/api/admin/lotto.families',
      {
        config: { staff: 'lotto.view' },
        schema: {
          tags: TAGS,
          summary: "Every family's settings: rates, bounds, tiers, round maximum, cancel window, calendar",
          description: EDGE,
        },
      },
      async () => ok(await listFamilies(deps.db)),
    );

    app.post(
      '/api/admin/lotto.families.update',
      {
        config: { staff: 'lotto.manage' },
        schema: {
          tags: TAGS,
          summary: "Replace a family's settings (applies to rounds generated afterwards). Audited.",
          description: `${EDGE} rates and bounds list exactly the options the family sells; gov takes schedule.drawDates, stock schedule.holidays { marketId: dates }.`,
          body: adminFamilyUpdateRequest,
        },
      },
      async (request) => ok(await updateFamily(deps.db, actorOf(request), request.body)),
    );

    app.get(
      '/api/admin/lotto.rounds',
      {
        config: { staff: 'lotto.view' },
        schema: {
          tags: TAGS,
          summary: 'Rounds by close time with their sales, filtered by family, draw date and status',
          description: 'Answer: `{ items, total, page, pageSize }`.',
          querystring: adminRoundsQuery,
        },
      },
      async (request) => ok(await listRounds(deps.db, request.query)),
    );

    app.get(
      '/api/admin/lotto.rounds.one',
      {
        config: { staff: 'lotto.view' },
        schema: {
          tags: TAGS,
          summary: 'A round with its settings, sales and number rules',
          description: EDGE,
          querystring: adminRoundQuery,
        },
      },
      async (request) => ok(await getAdminRound(deps.db, request.query.id)),
    );

    app.post(
      '/api/admin/lotto.rounds.update',
      {
        config: { staff: 'lotto.manage' },
        schema: {
          tags: TAGS,
          summary:
            "Override a round's rates, bounds, tiers, round maximum or cancel window until it closes. Audited.",
          description: `${EDGE} Only the fields sent change. A closed round → 409.`,
          body: adminRoundUpdateRequest,
        },
      },
      async (request) => ok(await updateRound(deps.db, actorOf(request), request.body)),
    );

    app.post(
      '/api/admin/lotto.rules.set',
      {
        config: { staff: 'lotto.manage' },
        schema: {
          tags: TAGS,
          summary: "A number's fixed lower rate, or `rate: null` = closed number. Audited.",
          description: 'A rate above the round rate → 400; a closed round → 409.',
          body: adminRuleSetRequest,
        },
      },
      async (request) => ok(await setNumberRule(deps.db, actorOf(request), request.body)),
    );

    app.post(
      '/api/admin/lotto.rules.delete',
      {
        config: { staff: 'lotto.manage' },
        schema: { tags: TAGS, summary: "Remove a number's rule. Audited.", body: adminRuleDeleteRequest },
      },
      async (request) => ok(await deleteNumberRule(deps.db, actorOf(request), request.body)),
    );

    app.get(
      '/api/admin/lotto.exposure',
      {
        config: { staff: 'lotto.view' },
        schema: {
          tags: TAGS,
          summary:
            'Live exposure of a round: top numbers by stake or potential payout, per-option sums, totals',
          description:
            '`sort` stake (default) or payout; `limit` 1-200 (default 20); `option` optional. Each item has the rate it sells at now (0 = closed).',
          querystring: adminExposureQuery,
        },
      },
      async (request) => ok(await roundExposure(deps.db, request.query)),
    );

    const action = (path: string, summary: string, run: typeof openRound) =>
      app.post(
        `/api/admin/lotto.rounds.${path}`,
        {
          config: { staff: 'lotto.manage' },
          schema: {
            tags: TAGS,
            summary,
            description: 'A round in a state that does not allow it → 409.',
            body: adminRoundActionRequest,
          },
        },
        async (request) => ok(await run(deps.db, actorOf(request), request.body)),
      );
    action('open', 'Open a round for bets now (before its close time). Audited.', openRound);
    action('close', 'Stop selling a round now. Audited.', closeRound);
    action(
      'void',
      'Void a round: every active poy refunded (ABORT_POY), exposure zeroed. Audited.',
      voidRound,
    );

    done();
  };

import {
  adminExposureQuery,
  adminFamilyUpdateRequest,
  adminResultEnterRequest,
  adminResultParams,
  adminResultPreviewRequest,
  adminResultRoundParams,
  adminRoundActionRequest,
  adminRoundQuery,
  adminRoundUpdateRequest,
  adminRoundsQuery,
  adminRuleDeleteRequest,
  adminRuleSetRequest,
} from '@chokdee/domain';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../platform/staff-auth/index.ts';
import { ok } from '../../platform/reply.ts';
import type { AdminDeps } from '../../admin-deps.ts';
import { closeRound, openRound } from './change-round-status.ts';
import { confirmResult, kickSettlement } from './confirm-result.ts';
import { deleteNumberRule } from './delete-number-rule.ts';
import { enterResult } from './enter-result.ts';
import { getAdminRound } from './get-round.ts';
import { listFamilies } from './list-families.ts';
import { listResults } from './list-results.ts';
import { listRounds } from './list-rounds.ts';
import { previewResult } from './preview-result.ts';
import { rejectResult } from './reject-result.ts';
import { roundExposure } from './round-exposure.ts';
import { setNumberRule } from './set-number-rule.ts';
import { updateFamily } from './update-family.ts';
import { updateRound } from './update-round.ts';
import { voidRound } from './void-round.ts';

const TAGS = ['admin: lotto'];
const EDGE = 'Rates are JSON numbers (900, 3.2), money is baht (<= 2 decimals), times ISO 8601 +07:00.';

const RESULT_TAGS = ['admin: lotto results'];
const RESULT_EDGE =
  'Input by family: gov `{ kind: "gov", firstPrize, front3: [a, b], back3: [a, b], last2 }`; stock `{ kind: "stock", index, change }` (exactly 2 decimals, "27,345.67", "-123.45"); 4D `{ kind: "4d", four, bottom2? }`. Yeekee, 5-minute Yeekee and ping-pong results are computed from the shots and never entered.';

/**
 * The staff part of issue 6 (family settings, rounds, number rules, exposure, open/close/void) and
 * of issue 7 (round results: enter, confirm by a second staff member, reject).
 */
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

    app.get(
      '/api/admin/lotto/rounds/:id/results',
      {
        config: { staff: 'lotto.view' },
        schema: {
          tags: RESULT_TAGS,
          summary: "A round's result versions, newest first, with who entered and who decided each",
          description:
            'Answer: `{ roundId, family, roundStatus, kind, canEnter, settledResultId, settledAt, items: [{ id, version, status, input, result, enteredBy, enteredAt, decidedBy, decidedAt, ... }] }`.',
          params: adminResultRoundParams,
        },
      },
      async (request) => ok(await listResults(deps.db, request.params.id)),
    );

    app.post(
      '/api/admin/lotto/rounds/:id/results',
      {
        config: { staff: 'lotto.results' },
        schema: {
          tags: RESULT_TAGS,
          summary:
            'Enter a round result: the next version, PENDING until another staff member confirms it. Audited.',
          description: `${RESULT_EDGE} Input of another kind than the family's → 400; round not closed yet, voided, or with a version already pending → 409. On a DRAWN or SETTLED round it is a correction.`,
          params: adminResultRoundParams,
          body: adminResultEnterRequest,
        },
      },
      async (request, reply) => {
        const entered = await enterResult(deps.db, actorOf(request), request.params.id, request.body.input);
        return reply.code(201).send(ok(entered));
      },
    );

    app.post(
      '/api/admin/lotto/rounds/:id/results/:resultId/confirm',
      {
        config: { staff: 'lotto.results' },
        schema: {
          tags: RESULT_TAGS,
          summary:
            'Confirm a pending result (not by the one who entered it): the round becomes DRAWN and is settled. Audited.',
          description:
            'The previously confirmed version (if any) becomes SUPERSEDED and the round is settled again. The same staff member who entered it → 409 `The result must be confirmed by a different staff member`; not pending → 409.',
          params: adminResultParams,
        },
      },
      async (request) => {
        const confirmed = await confirmResult(deps.db, actorOf(request), request.params);
        kickSettlement(deps.db, request.params.id, request.log);
        return ok(confirmed);
      },
    );

    app.post(
      '/api/admin/lotto/rounds/:id/results/:resultId/reject',
      {
        config: { staff: 'lotto.results' },
        schema: {
          tags: RESULT_TAGS,
          summary:
            'Reject a pending result (anyone with the permission, the one who entered it too). Audited.',
          description: 'Not pending → 409.',
          params: adminResultParams,
        },
      },
      async (request) => ok(await rejectResult(deps.db, actorOf(request), request.params)),
    );

    app.post(
      '/api/admin/lotto/results/preview',
      {
        config: { staff: 'lotto.results' },
        schema: {
          tags: RESULT_TAGS,
          summary:
            'The result fields an input derives to (top3, top2, bottom2, front3, back3, four); nothing is saved',
          description: RESULT_EDGE,
          body: adminResultPreviewRequest,
        },
      },
      (request, reply) => reply.send(ok(previewResult(request.body.input))),
    );

    done();
  };

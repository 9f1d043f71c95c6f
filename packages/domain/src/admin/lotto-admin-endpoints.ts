import { z } from 'zod';
import { endpoint } from '../contract/endpoint.ts';
import type { ErrorCode } from '../errors/error-codes.ts';
import {
  adminExposureAnswer,
  adminFamilySettingsAnswer,
  adminNumberRuleAnswer,
  adminRoundActionAnswer,
  adminRoundDetailAnswer,
  adminRoundsAnswer,
} from './lotto-answers.ts';
import {
  adminExposureQuery,
  adminRoundActionRequest,
  adminRoundQuery,
  adminRoundUpdateRequest,
  adminRoundsQuery,
  adminRuleDeleteRequest,
  adminRuleSetRequest,
} from './lotto-round-schemas.ts';
import { adminFamilyUpdateRequest } from './lotto-settings-schemas.ts';

const tags = ['admin: lotto'];
const view = { staff: 'lotto.view' } as const;
const manage = { staff: 'lotto.manage' } as const;
const EDGE = 'Rates are JSON numbers (900, 3.2), money is baht (<= 2 decimals), times ISO 8601 +07:00.';

export const adminLottoFamiliesEndpoint = endpoint({
  method: 'GET',
  path: '/api/admin/lotto.families',
  auth: view,
  response: z.array(adminFamilySettingsAnswer),
  summary: "Every family's settings: rates, bounds, tiers, round maximum, cancel window, calendar",
  description: EDGE,
  tags,
});

export const adminLottoFamiliesUpdateEndpoint = endpoint({
  method: 'POST',
  path: '/api/admin/lotto.families.update',
  auth: manage,
  body: adminFamilyUpdateRequest,
  response: adminFamilySettingsAnswer,
  summary: "Replace a family's settings (applies to rounds generated afterwards). Audited.",
  description: `${EDGE} rates and bounds list exactly the options the family sells; gov takes schedule.drawDates, stock schedule.holidays { marketId: dates }.`,
  tags,
});

export const adminLottoRoundsEndpoint = endpoint({
  method: 'GET',
  path: '/api/admin/lotto.rounds',
  auth: view,
  query: adminRoundsQuery,
  response: adminRoundsAnswer,
  summary: 'Rounds by close time with their sales, filtered by family, draw date and status',
  description: 'Answer: `{ items, total, page, pageSize }`.',
  tags,
});

export const adminLottoRoundEndpoint = endpoint({
  method: 'GET',
  path: '/api/admin/lotto.rounds.one',
  auth: view,
  query: adminRoundQuery,
  response: adminRoundDetailAnswer,
  errors: ['ROUND_NOT_FOUND'],
  summary: 'A round with its settings, sales and number rules',
  description: EDGE,
  tags,
});

export const adminLottoRoundsUpdateEndpoint = endpoint({
  method: 'POST',
  path: '/api/admin/lotto.rounds.update',
  auth: manage,
  body: adminRoundUpdateRequest,
  response: adminRoundDetailAnswer,
  errors: ['ROUND_NOT_FOUND', 'ROUND_NOT_EDITABLE'],
  summary:
    "Override a round's rates, bounds, tiers, round maximum or cancel window until it closes. Audited.",
  description: `${EDGE} Only the fields sent change. A closed round → 409.`,
  tags,
});

export const adminLottoRulesSetEndpoint = endpoint({
  method: 'POST',
  path: '/api/admin/lotto.rules.set',
  auth: manage,
  body: adminRuleSetRequest,
  response: adminNumberRuleAnswer,
  errors: ['ROUND_NOT_FOUND', 'ROUND_NOT_EDITABLE'],
  summary: "A number's fixed lower rate, or `rate: null` = closed number. Audited.",
  description: 'A rate above the round rate → 400; a closed round → 409.',
  tags,
});

export const adminLottoRulesDeleteEndpoint = endpoint({
  method: 'POST',
  path: '/api/admin/lotto.rules.delete',
  auth: manage,
  body: adminRuleDeleteRequest,
  response: z.object({ deleted: z.literal(true) }),
  errors: ['ROUND_NOT_FOUND', 'ROUND_NOT_EDITABLE', 'NUMBER_RULE_NOT_FOUND'],
  summary: "Remove a number's rule. Audited.",
  tags,
});

export const adminLottoExposureEndpoint = endpoint({
  method: 'GET',
  path: '/api/admin/lotto.exposure',
  auth: view,
  query: adminExposureQuery,
  response: adminExposureAnswer,
  errors: ['ROUND_NOT_FOUND'],
  summary: 'Live exposure of a round: top numbers by stake or potential payout, per-option sums, totals',
  description:
    '`sort` stake (default) or payout; `limit` 1-200 (default 20); `option` optional. Each item has the rate it sells at now (0 = closed).',
  tags,
});

const roundAction = <const P extends string>(path: P, summary: string, errors: readonly ErrorCode[]) =>
  endpoint({
    method: 'POST',
    path: `/api/admin/lotto.rounds.${path}`,
    auth: manage,
    body: adminRoundActionRequest,
    response: adminRoundActionAnswer,
    errors: ['ROUND_NOT_FOUND', ...errors],
    summary,
    description: 'A round in a state that does not allow it → 409.',
    tags,
  });

export const adminLottoRoundsOpenEndpoint = roundAction(
  'open',
  'Open a round for bets now (before its close time). Audited.',
  ['ROUND_NOT_OPENABLE', 'ROUND_CLOSE_TIME_PASSED'],
);
export const adminLottoRoundsCloseEndpoint = roundAction('close', 'Stop selling a round now. Audited.', [
  'ROUND_NOT_CLOSABLE',
]);
export const adminLottoRoundsVoidEndpoint = roundAction(
  'void',
  'Void a round: every active poy refunded (ABORT_POY), exposure zeroed. Audited.',
  ['ROUND_ALREADY_VOIDED', 'ROUND_HAS_RESULT'],
);

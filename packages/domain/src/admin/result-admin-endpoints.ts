import { endpoint } from '../contract/endpoint.ts';
import {
  adminLottoResultAnswer,
  adminResultEnterRequest,
  adminResultParams,
  adminResultPreviewRequest,
  adminResultRoundParams,
  adminResultVersionAnswer,
  adminRoundResultsAnswer,
} from './result-admin-schemas.ts';

const tags = ['admin: lotto results'];
const results = { staff: 'lotto.results' } as const;
const RESULT_EDGE =
  'Input by family: gov `{ kind: "gov", firstPrize, front3: [a, b], back3: [a, b], last2 }`; stock `{ kind: "stock", index, change }` (exactly 2 decimals, "27,345.67", "-123.45"); 4D `{ kind: "4d", four, bottom2? }`. Yeekee, 5-minute Yeekee and ping-pong results are computed from the shots and never entered.';

export const adminLottoResultsEndpoint = endpoint({
  method: 'GET',
  path: '/api/admin/lotto/rounds/:id/results',
  auth: { staff: 'lotto.view' },
  params: adminResultRoundParams,
  response: adminRoundResultsAnswer,
  errors: ['ROUND_NOT_FOUND'],
  summary: "A round's result versions, newest first, with who entered and who decided each",
  description:
    'Answer: `{ roundId, family, roundStatus, kind, canEnter, settledResultId, settledAt, items: [{ id, version, status, input, result, enteredBy, enteredAt, decidedBy, decidedAt, ... }] }`.',
  tags,
});

export const adminLottoResultsEnterEndpoint = endpoint({
  method: 'POST',
  path: '/api/admin/lotto/rounds/:id/results',
  auth: results,
  params: adminResultRoundParams,
  body: adminResultEnterRequest,
  response: adminResultVersionAnswer,
  status: 201,
  errors: ['ROUND_NOT_FOUND', 'RESULT_ROUND_VOIDED', 'RESULT_ROUND_NOT_CLOSED', 'RESULT_PENDING_EXISTS'],
  summary: 'Enter a round result: the next version, PENDING until another staff member confirms it. Audited.',
  description: `${RESULT_EDGE} Input of another kind than the family's → 400; round not closed yet, voided, or with a version already pending → 409. On a DRAWN or SETTLED round it is a correction.`,
  tags,
});

export const adminLottoResultsConfirmEndpoint = endpoint({
  method: 'POST',
  path: '/api/admin/lotto/rounds/:id/results/:resultId/confirm',
  auth: results,
  params: adminResultParams,
  response: adminResultVersionAnswer,
  errors: [
    'ROUND_NOT_FOUND',
    'RESULT_NOT_FOUND',
    'RESULT_SECOND_PERSON',
    'RESULT_NOT_PENDING',
    'RESULT_ROUND_VOIDED',
    'RESULT_ROUND_NOT_CLOSED',
  ],
  summary:
    'Confirm a pending result (not by the one who entered it): the round becomes DRAWN and is settled. Audited.',
  description:
    'The previously confirmed version (if any) becomes SUPERSEDED and the round is settled again. The same staff member who entered it → 409 `The result must be confirmed by a different staff member`; not pending → 409.',
  tags,
});

export const adminLottoResultsRejectEndpoint = endpoint({
  method: 'POST',
  path: '/api/admin/lotto/rounds/:id/results/:resultId/reject',
  auth: results,
  params: adminResultParams,
  response: adminResultVersionAnswer,
  errors: ['ROUND_NOT_FOUND', 'RESULT_NOT_FOUND', 'RESULT_NOT_PENDING'],
  summary: 'Reject a pending result (anyone with the permission, the one who entered it too). Audited.',
  description: 'Not pending → 409.',
  tags,
});

export const adminLottoResultsPreviewEndpoint = endpoint({
  method: 'POST',
  path: '/api/admin/lotto/results/preview',
  auth: results,
  body: adminResultPreviewRequest,
  response: adminLottoResultAnswer,
  summary:
    'The result fields an input derives to (top3, top2, bottom2, front3, back3, four); nothing is saved',
  description: RESULT_EDGE,
  tags,
});

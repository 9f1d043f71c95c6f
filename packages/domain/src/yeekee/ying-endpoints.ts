import { z } from 'zod';
import { endpoint } from '../contract/endpoint.ts';
import {
  createYingRequest,
  yingBonusSettingsAnswer,
  yingBonusSettingsSchema,
  yingResultView,
  yingRoundRequest,
  yingShotView,
  yingsExportQuery,
  yingsQuery,
  yingSummaryView,
} from './ying-schemas.ts';

const tags = ['yeekee'];
// Member calls sit in the `lotto` area (status 4 → 403).
const lotto = { member: 'lotto' } as const;

export const yingsCreateEndpoint = endpoint({
  method: 'POST',
  path: '/api/yings.create',
  auth: lotto,
  body: createYingRequest,
  response: yingShotView,
  status: 201,
  summary:
    'Shoot a 5-digit number into an open Yeekee round (until close + 2 min); 429 within 5 s of the last shot',
  tags,
});

export const yingsEndpoint = endpoint({
  method: 'GET',
  path: '/api/yings',
  auth: lotto,
  query: yingsQuery,
  response: z.array(yingShotView),
  summary: 'The latest shots of a round, newest first (masked names)',
  tags,
});

export const yingsSummaryEndpoint = endpoint({
  method: 'POST',
  path: '/api/yings.summary',
  auth: lotto,
  body: yingRoundRequest,
  response: yingSummaryView,
  summary: 'Count, running sum (decimal string) and the shot currently 16th from the newest',
  tags,
});

export const yingResultsOneEndpoint = endpoint({
  method: 'POST',
  path: '/api/ying-results.one',
  auth: lotto,
  body: yingRoundRequest,
  response: yingResultView,
  summary:
    'The computed result once shooting closed: S, the 16th shot, R, the result fields and the export link (400 before)',
  tags,
});

export const adminLottoYeekeeBonusEndpoint = endpoint({
  method: 'GET',
  path: '/api/admin/lotto.yeekee-bonus',
  auth: { staff: 'lotto.view' },
  response: yingBonusSettingsAnswer,
  summary: 'Yeekee shooter bonuses (baht): 16th shot, last shot, minimum bet in the round (docs/yeekee.md)',
  tags: ['admin: lotto'],
});

export const adminLottoYeekeeBonusUpdateEndpoint = endpoint({
  method: 'POST',
  path: '/api/admin/lotto.yeekee-bonus.update',
  auth: { staff: 'lotto.manage' },
  body: yingBonusSettingsSchema,
  response: yingBonusSettingsAnswer,
  summary: 'Replace the Yeekee shooter bonuses (applies to the draws after it; 0 = no bonus). Audited.',
  tags: ['admin: lotto'],
});

/**
 * Public: the fairness promise is that anyone can recompute a result from it. `format=csv`
 * answers the same shots as a CSV download instead of `{ data }`.
 */
export const yingsExportEndpoint = endpoint({
  method: 'GET',
  path: '/api/yings.export',
  auth: 'public',
  query: yingsExportQuery,
  response: z.array(yingShotView),
  errors: ['SHOOTING_NOT_OVER'],
  summary:
    'Public: every shot of a round, oldest first, as JSON (default) or CSV (format=csv), once shooting closed (400 before)',
  tags,
});

import { z } from 'zod';
import { ROUND_FAMILIES, type RoundFamily } from '../bet/options.ts';
import { lottoResultSchema, resultInputSchema, type ResultInput } from '../bet/result-schemas.ts';
import { ADMIN_ROUND_STATUSES, adminRoundQuery, type AdminRoundStatus } from './lotto-round-schemas.ts';
import { RESULT_ADMIN_MESSAGES } from '../bet/lotto-errors.ts';

/** The statuses of a result version (lotto_results.status). */
export const RESULT_VERSION_STATUSES = ['PENDING', 'CONFIRMED', 'REJECTED', 'SUPERSEDED'] as const;
export type ResultVersionStatus = (typeof RESULT_VERSION_STATUSES)[number];

/** Round statuses in which a result may be entered: after close; on DRAWN/SETTLED it is a correction. */
export const RESULT_ENTRY_STATUSES: readonly AdminRoundStatus[] = ['CLOSED', 'DRAWN', 'SETTLED'];

/** `:id` of `/api/admin/lotto/rounds/:id/results`. */
export const adminResultRoundParams = adminRoundQuery;
/** `:id` and `:resultId` of `/api/admin/lotto/rounds/:id/results/:resultId/(confirm|reject)`. */
export const adminResultParams = adminRoundQuery.extend({
  resultId: z
    .string({ error: RESULT_ADMIN_MESSAGES.resultId })
    .regex(/^\d{1,18}$/, RESULT_ADMIN_MESSAGES.resultId),
});

/** Body of `POST .../results` (enter) and of `POST /api/admin/lotto/results/preview`. */
export const adminResultEnterRequest = z.object({ input: resultInputSchema });
export type AdminResultEnterRequest = z.infer<typeof adminResultEnterRequest>;
export const adminResultPreviewRequest = adminResultEnterRequest;

// ---- answers (the `data` of each call) ----

/**
 * What staff typed, as stored. A computed Yeekee result keeps its own draw input under this
 * column, so the answer passes the stored object through rather than re-checking the entry shape.
 */
const storedInput = z
  .custom<ResultInput>((value) => typeof value === 'object' && value !== null)
  .meta({ type: 'object', description: 'the typed input (gov, stock or 4d)' });

/** The derived fields as the shared domain types them (readonly prize lists). */
export const adminLottoResultAnswer = lottoResultSchema.extend({
  front3: z.array(z.string()).readonly().optional(),
  back3: z.array(z.string()).readonly().optional(),
});

/** One version of a round's result with who entered and who decided it. */
export const adminResultVersionAnswer = z.object({
  id: z.string(),
  roundId: z.string(),
  /** 1 = first entry; 2+ = later entries (after a rejection, or corrections). */
  version: z.number(),
  status: z.enum(RESULT_VERSION_STATUSES),
  input: storedInput,
  /** The fields derived from it (deriveResult), what settlement pays against. */
  result: adminLottoResultAnswer,
  enteredById: z.number(),
  enteredBy: z.string(),
  enteredAt: z.string(),
  decidedById: z.number().nullable(),
  decidedBy: z.string().nullable(),
  decidedAt: z.string().nullable(),
});
export type AdminResultVersion = z.output<typeof adminResultVersionAnswer>;

/** A round's result versions, newest first, and what the round was settled against. */
export const adminRoundResultsAnswer = z.object({
  roundId: z.string(),
  family: z.enum(ROUND_FAMILIES as readonly [RoundFamily, ...RoundFamily[]]),
  roundStatus: z.enum(ADMIN_ROUND_STATUSES),
  /** The input the family takes; null for Yeekee / 5-minute Yeekee / ping-pong (computed, never entered). */
  kind: z.enum(['gov', 'stock', '4d']).nullable(),
  /** True when a result may be entered now (round closed, drawn or settled; no version pending). */
  canEnter: z.boolean(),
  settledResultId: z.string().nullable(),
  settledAt: z.string().nullable(),
  items: z.array(adminResultVersionAnswer),
});
export type AdminRoundResults = z.output<typeof adminRoundResultsAnswer>;

import {
  RESULT_ENTRY_STATUSES,
  resultInputKindOf,
  toBangkokIso,
  type AdminRoundResults,
  type AdminRoundStatus,
  type RoundFamily,
} from '@chokdee/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { lottoRounds } from '../../db/schema/index.ts';
import { appError } from '../../platform/errors.ts';
import { findResultVersions } from './result-rows.ts';

/** A round's result versions (newest first) with who entered and decided each; 404 without the round. */
export const listResults = async (db: Database, id: string): Promise<AdminRoundResults> => {
  const [round] = await db
    .select()
    .from(lottoRounds)
    .where(eq(lottoRounds.id, BigInt(id)));
  if (!round) throw appError('ROUND_NOT_FOUND');
  const items = await findResultVersions(db, round.id);
  const family = round.family as RoundFamily;
  const kind = resultInputKindOf(family);
  const status = round.status as AdminRoundStatus;
  return {
    roundId: id,
    family,
    roundStatus: status,
    kind,
    canEnter:
      kind !== null && RESULT_ENTRY_STATUSES.includes(status) && !items.some((v) => v.status === 'PENDING'),
    settledResultId: round.settledResultId === null ? null : round.settledResultId.toString(),
    settledAt: round.settledAt === null ? null : toBangkokIso(round.settledAt),
    items,
  };
};

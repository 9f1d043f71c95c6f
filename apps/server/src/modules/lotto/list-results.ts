import {
  RESULT_ENTRY_STATUSES,
  resultInputKindOf,
  toBangkokIso,
  type AdminRoundResults,
  type AdminRoundStatus,
  type RoundFamily,
} from '@chokdee/domain';
import type { Database } from '../../db/client.ts';
import { findResultVersions } from './results-repository.ts';
import { getRoundOr404 } from './rounds-repository.ts';

/** A round's result versions (newest first) with who entered and decided each; 404 without the round. */
export const listResults = async (db: Database, id: string): Promise<AdminRoundResults> => {
  const round = await getRoundOr404(db, BigInt(id));
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

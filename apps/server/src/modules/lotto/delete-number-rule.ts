import type { Database } from '../../db/client.ts';
import { withAudit, type AuditActor } from '../../platform/audit/index.ts';
import { appError } from '../../platform/errors.ts';
import { isEditable } from './round-rows.ts';
import { lockRound } from './rounds-repository.ts';
import { deleteRule, type RuleKey } from './number-rules-repository.ts';
import { readRule } from './set-number-rule.ts';
import { roundNotEditable } from './update-round.ts';

/** Removes a number's rule: the number sells at the round's rate (and tiers) again. */
export const deleteNumberRule = async (
  db: Database,
  actor: AuditActor,
  input: RuleKey,
  now: Date = new Date(),
): Promise<{ deleted: true }> =>
  withAudit(db, actor, async (tx) => {
    const round = await lockRound(tx, input.roundId);
    if (!isEditable(round, now)) throw roundNotEditable();
    const before = await readRule(tx, input);
    if (!before) throw appError('NUMBER_RULE_NOT_FOUND');
    await deleteRule(tx, input);
    return {
      result: { deleted: true as const },
      audit: {
        action: 'lotto.rule.delete',
        targetType: 'lotto_round',
        targetId: input.roundId,
        before: { option: input.option, number: input.number, rate: before.rate },
        after: null,
      },
    };
  });

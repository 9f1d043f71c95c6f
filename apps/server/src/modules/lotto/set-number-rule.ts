import {
  familySells,
  hundredthsToRate,
  isFourDFamily,
  rateToHundredths,
  type AdminNumberRule,
  type RateTable,
  type RoundFamily,
} from '@chokdee/domain';
import type { Database } from '../../db/client.ts';
import { withAudit, type AuditActor } from '../../platform/audit/index.ts';
import { validationError } from '../../platform/errors.ts';
import { findRule, upsertRule, type RuleKey } from './number-rules-repository.ts';
import { isEditable } from './round-rows.ts';
import { lockRound } from './rounds-repository.ts';
import { roundNotEditable } from './update-round.ts';

const invalid = (field: string, message: string) => validationError({ [field]: message });

/** The current rule of a number (under the round's lock), for the audit row's `before`. */
export const readRule = async (tx: Database, key: RuleKey): Promise<{ rate: number | null } | null> => {
  const row = await findRule(tx, key);
  return row ? { rate: row.rate === null ? null : hundredthsToRate(row.rate) } : null;
};

/**
 * A fixed lower rate for one number of one option, or closed (`rate: null`). Applies to lines
 * sold afterwards; the round's lock orders it after poys in flight. A fixed rate above the
 * round's own rate is refused: rules only lower the house's risk.
 */
export const setNumberRule = async (
  db: Database,
  actor: AuditActor,
  input: RuleKey & { rate: number | null },
  now: Date = new Date(),
): Promise<AdminNumberRule> =>
  withAudit(db, actor, async (tx) => {
    const round = await lockRound(tx, input.roundId);
    if (!isEditable(round, now)) throw roundNotEditable();
    const family = round.family as RoundFamily;
    if (isFourDFamily(family) || !familySells(family, input.option))
      throw invalid('option', `This lottery does not sell ${input.option}`);
    const rate = input.rate === null ? null : rateToHundredths(input.rate);
    const roundRate = (round.rates as RateTable)[input.option] ?? 0;
    if (rate !== null && rate > roundRate)
      throw invalid(
        'rate',
        `A number's rate cannot be above the round's rate (${hundredthsToRate(roundRate)})`,
      );
    const before = await readRule(tx, input);
    const updatedAt = await upsertRule(tx, input, rate, actor.staffId);
    const rule = {
      option: input.option,
      number: input.number,
      rate: rate === null ? null : hundredthsToRate(rate),
    };
    return {
      result: { ...rule, updatedAt: updatedAt ?? '', updatedBy: null },
      audit: {
        action: 'lotto.rule.set',
        targetType: 'lotto_round',
        targetId: input.roundId,
        before: before ? { ...rule, rate: before.rate } : null,
        after: rule,
      },
    };
  });

import { basisPointsOf, percentOf, satang, type CommissionBasis, type Satang } from '@chokdee/domain';
import type { Database } from '../../db/client.ts';
import { withAudit, type AuditActor } from '../../platform/audit/index.ts';
import { appError } from '../../platform/errors.ts';
import { runAuditedMoney } from '../wallet/index.ts';
import { accrueCommissionsIn, type AccrualRun } from './accrue-commissions.ts';
import { agentExists, dayHasEnded, plans, upsertPlan, type PlanRow } from './admin-repository.ts';

/** A plan as staff read it: rates in percent. */
export const planForStaff = ({ level1Bp, level2Bp, ...plan }: PlanRow) => ({
  ...plan,
  level1Percent: percentOf(level1Bp),
  level2Percent: percentOf(level2Bp),
});

/** Creates or changes an agent's plan (0: every agent without its own). Audited with before and after. */
export const savePlan = (
  db: Database,
  actor: AuditActor,
  input: {
    agentId: number;
    basis: CommissionBasis;
    level1Percent: number;
    level2Percent: number;
    minPayout: Satang;
  },
) =>
  withAudit(db, actor, async (tx) => {
    if (input.agentId !== 0 && !(await agentExists(tx, input.agentId))) throw appError('AGENT_NOT_FOUND');
    const [before] = await plans(tx, input.agentId, true);
    await upsertPlan(tx, {
      agentId: input.agentId,
      basis: input.basis,
      level1Bp: basisPointsOf(input.level1Percent),
      level2Bp: basisPointsOf(input.level2Percent),
      minPayout: input.minPayout,
    });
    const [after] = await plans(tx, input.agentId);
    if (!after) throw new Error('the plan was not saved');
    return {
      result: planForStaff(after),
      audit: {
        action: before ? 'affiliate.plans.update' : 'affiliate.plans.create',
        targetType: 'affiliate_plan',
        targetId: String(input.agentId),
        before: before ?? null,
        after,
      },
    };
  });

/**
 * The back office's "run for day X": the scheduler's accrual (accrues the day if not yet, pays
 * what became due; a second run pays nothing) in one transaction with its audit row. Only a day
 * that has ended: accruing an open day would freeze it before its last stakes.
 */
export const runAccrual = async (
  db: Database,
  actor: AuditActor,
  day: string,
): Promise<Omit<AccrualRun, 'amount'> & { day: string; amount: Satang }> => {
  if (!(await dayHasEnded(db, day))) throw appError('AFFILIATE_DAY_OPEN');
  const { replayed: _replayed, ...run } = await runAuditedMoney(db, actor, async (tx) => {
    const accrued = await accrueCommissionsIn(tx, day);
    const result = { day, ...accrued, amount: satang(accrued.amount) };
    return {
      result,
      replayed: false,
      audits: [
        {
          action: 'affiliate.runs.run',
          targetType: 'affiliate_day',
          targetId: day,
          before: null,
          after: result,
        },
      ],
    };
  });
  return run;
};

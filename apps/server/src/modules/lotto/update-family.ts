import {
  toBangkokIso,
  type AdminFamilySettings,
  type AdminFamilyUpdateRequest,
  type RoundFamily,
} from '@chokdee/domain';
import type { Database } from '../../db/client.ts';
import { withAudit, type AuditActor } from '../../platform/audit/index.ts';
import { validationError } from '../../platform/errors.ts';
import { defaultFamilySettings, familySettingsOf, type FamilySettings } from './family-settings.ts';
import { lockFamilyRow, updateFamilyRow } from './families-repository.ts';
import { familyView } from './list-families.ts';
import {
  boundsIn,
  checkDiscount,
  checkTables,
  ratesIn,
  ratesOut,
  settingsAudit,
  settingsOut,
  tiersIn,
} from './lotto-edge.ts';

type Schedule = FamilySettings['schedule'];
const uniqueSorted = (dates: readonly string[]): string[] => [...new Set(dates)].sort();

/** Only government keeps draw dates and only stock keeps market holidays; the generator reads nothing else. */
const scheduleOf = (family: RoundFamily, schedule: AdminFamilyUpdateRequest['schedule']): Schedule => {
  const wrong = (field: string) => validationError({ [`schedule.${field}`]: `This lottery has no ${field}` });
  if (schedule?.drawDates && family !== 'gov') throw wrong('drawDates');
  if (schedule?.holidays && family !== 'stock') throw wrong('holidays');
  if (family === 'gov' && schedule?.drawDates) return { drawDates: uniqueSorted(schedule.drawDates) };
  if (family === 'stock' && schedule?.holidays) {
    const holidays = Object.entries(schedule.holidays).filter(([, dates]) => dates.length > 0);
    return { holidays: Object.fromEntries(holidays.map(([market, dates]) => [market, uniqueSorted(dates)])) };
  }
  return null;
};

const auditOf = (settings: FamilySettings) => ({
  ...settingsAudit(settingsOut(settings)),
  schedule: settings.schedule,
  discount: settings.discount && {
    percent: settings.discount.percent,
    rates: ratesOut(settings.discount.rates),
  },
});

/**
 * Replaces a family's settings. They apply to rounds generated afterwards (a round copies its
 * family's rates when it is created); rounds already generated keep theirs — change those with
 * lotto.rounds.update. The row is created from the defaults first and then locked, so `before`
 * is exactly what this change replaced even when two staff save at once.
 */
export const updateFamily = async (
  db: Database,
  actor: AuditActor,
  input: AdminFamilyUpdateRequest,
): Promise<AdminFamilySettings> => {
  checkTables(input.family, input);
  checkDiscount(input.family, input.discount, input.rates);
  const schedule = scheduleOf(input.family, input.schedule);
  return withAudit(db, actor, async (tx) => {
    const defaults = defaultFamilySettings(input.family);
    const current = await lockFamilyRow(tx, {
      family: input.family,
      rates: defaults.rates,
      bounds: defaults.bounds,
      tiers: defaults.tiers,
      roundMax: null,
      cancelMinutes: defaults.cancelMinutes,
      schedule: null,
      discount: null,
    });
    const next: FamilySettings = {
      family: input.family,
      rates: ratesIn(input.rates),
      bounds: boundsIn(input.bounds),
      tiers: tiersIn(input.tiers),
      roundMax: input.roundMax === null ? null : Number(input.roundMax),
      cancelMinutes: input.cancelMinutes,
      schedule,
      discount: input.discount && { percent: input.discount.percent, rates: ratesIn(input.discount.rates) },
    };
    const updatedAt = await updateFamilyRow(
      tx,
      {
        family: input.family,
        rates: next.rates,
        bounds: next.bounds,
        tiers: next.tiers,
        roundMax: next.roundMax === null ? null : BigInt(next.roundMax),
        cancelMinutes: next.cancelMinutes,
        schedule: next.schedule,
        discount: next.discount,
      },
      actor.staffId,
    );
    const result = {
      ...familyView(next, undefined),
      saved: true,
      updatedAt: updatedAt ? toBangkokIso(updatedAt) : null,
      updatedBy: null,
    };
    return {
      result,
      audit: {
        action: 'lotto.family.update',
        targetType: 'lotto_family',
        targetId: input.family,
        before: auditOf(familySettingsOf(current)),
        after: auditOf(next),
      },
    };
  });
};

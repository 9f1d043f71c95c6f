import { planRound, rollsOver, type RoundPlan } from './schedule-time.ts';

/**
 * Yeekee, 5-minute Yeekee and ping-pong: a fixed number of rounds a day, round k closing at
 * firstClose + (k − 1) × interval (lottery-domain.md). Rounds closing at or after 24:00 belong
 * to the draw date but close on the next day. Every round of a day opens at 00:00 of its draw
 * date; the result is due when shooting ends (close + shooting minutes).
 */
export interface IntervalSchedule {
  rounds: number;
  firstCloseMinutes: number;
  intervalMinutes: number;
  shootingMinutes: number;
}

export type IntervalFamily = 'yeekee' | 'yeekee5min' | 'pingpong';

export const DEFAULT_INTERVAL_SCHEDULES: Readonly<Record<IntervalFamily, IntervalSchedule>> = {
  yeekee: { rounds: 88, firstCloseMinutes: 6 * 60, intervalMinutes: 15, shootingMinutes: 2 },
  yeekee5min: { rounds: 265, firstCloseMinutes: 5 * 60 + 5, intervalMinutes: 5, shootingMinutes: 2 },
  pingpong: { rounds: 22, firstCloseMinutes: 6 * 60, intervalMinutes: 60, shootingMinutes: 2 },
};

export const intervalCloseMinutes = (schedule: IntervalSchedule, roundNo: number): number =>
  schedule.firstCloseMinutes + (roundNo - 1) * schedule.intervalMinutes;

/** Spec §4: Yeekee 73–88, 5-minute Yeekee 228–265, ping-pong 19–22 close on the next day. */
export const intervalRoundRollsOver = (schedule: IntervalSchedule, roundNo: number): boolean =>
  rollsOver(intervalCloseMinutes(schedule, roundNo));

export const intervalRounds = (
  family: IntervalFamily,
  drawDate: string,
  schedule: IntervalSchedule = DEFAULT_INTERVAL_SCHEDULES[family],
): RoundPlan[] =>
  Array.from({ length: schedule.rounds }, (_, i) => {
    const roundNo = i + 1;
    const closeMinutes = intervalCloseMinutes(schedule, roundNo);
    return planRound(family, drawDate, roundNo, String(roundNo), {
      openMinutes: 0,
      closeMinutes,
      resultMinutes: closeMinutes + schedule.shootingMinutes,
    });
  });

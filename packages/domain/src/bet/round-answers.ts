import { z } from 'zod';
import { bahtAnswer } from '../money/baht-answer.ts';
import { FOUR_D_FAMILIES, LOTTO_FAMILIES } from './options.ts';

/** A round as members see it (docs/lotto.md "HTTP answers"): money in baht, times ISO +07:00. */
export const roundAnswer = z.object({
  betGroup: z.string(),
  betType: z.enum([...LOTTO_FAMILIES, ...FOUR_D_FAMILIES]),
  betId: z.string(),
  betName: z.string(),
  name: z.string(),
  roundNo: z.number(),
  dt: z.string(),
  closeTime: z.string(),
  resultTime: z.string(),
  closeDt: z.string(),
  resultDt: z.string(),
  betMax: bahtAnswer.nullable(),
  active: z.boolean(),
  status: z.string(),
  /** 4D rounds: the price of one set. */
  setPrice: bahtAnswer.optional(),
  unixTimeStamp: z.object({ realCloseTime: z.number(), realResultTime: z.number() }),
});

export const rateAnswer = z.object({ option: z.string(), multiply: z.number() });
export const numberRateAnswer = rateAnswer.extend({ number: z.string() });
export const minMaxAnswer = z.object({ betOption: z.string(), betMin: bahtAnswer, betMax: bahtAnswer });

/** `bet-lists.one`: the round plus what it sells. */
export const roundDetailAnswer = roundAnswer.extend({
  options: z.array(z.string()),
  rates: z.array(rateAnswer),
  minMax: z.array(minMaxAnswer),
  cancelMinutes: z.number(),
  /**
   * The family's discount offer: `percent` off every line's stake, paid at `rates`; null when the
   * family offers none (full pay only).
   */
  discount: z.object({ percent: z.number(), rates: z.array(rateAnswer) }).nullable(),
});

const rounds = z.array(roundAnswer);
export const fourDListsAnswer = z.object({ hanoy: rounds, lao: rounds, laoSuper: rounds, malay: rounds });

/** `bet-lists.latest`; the 5-minute group is spelled `yeekee5Min` (spec §7). */
export const betListsLatestAnswer = z.object({
  gov: rounds,
  stock: rounds,
  yeekee: rounds,
  yeekee5Min: rounds,
  pingpong: rounds,
  gov4d: fourDListsAnswer,
});

export const ratesNowAnswer = z.object({
  defaultRate: z.array(rateAnswer),
  rateNow: z.array(numberRateAnswer),
});

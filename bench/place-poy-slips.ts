/** The slips the place-poy bench sends: which options (BENCH_OPTIONS), on a round with which tiers (BENCH_TIERS). */
import {
  FAMILY_OPTIONS,
  OPTION_DIGITS,
  isBetOption,
  satang,
  type BetOption,
  type PlacePoyRequest,
} from '@chokdee/domain';

// "baht:percent,…" → the round's tiers (satang), e.g. 20000:50 halves a number's rate past 20,000 baht sold.
export const TIERS = (process.env.BENCH_TIERS ?? '')
  .split(',')
  .filter(Boolean)
  .map((tier) => {
    const [baht, percent] = tier.split(':').map(Number);
    if (!Number.isInteger(baht) || !Number.isInteger(percent))
      throw new Error(`BENCH_TIERS: bad tier ${tier}`);
    return { aboveStake: baht! * 100, ratePercent: percent! };
  });

export const OPTIONS: readonly BetOption[] = process.env.BENCH_OPTIONS
  ? process.env.BENCH_OPTIONS.split(',').map((o) => {
      if (!isBetOption(o) || !FAMILY_OPTIONS.gov.includes(o))
        throw new Error(`BENCH_OPTIONS: ${o} is not sold by gov`);
      return o;
    })
  : FAMILY_OPTIONS.gov;

export const randomInt = (n: number): number => Math.floor(Math.random() * n);

/** A slip of `lineCount` distinct (option, number) lines, prices 1.00–99.99 baht (gov's bounds start at 1.00), in satang as the request schema reads them. */
export const randomSlip = (betId: string, lineCount: number): PlacePoyRequest => {
  const lines = new Map<string, PlacePoyRequest['lines'][number]>();
  while (lines.size < lineCount) {
    const option = OPTIONS[randomInt(OPTIONS.length)]!;
    const digits = OPTION_DIGITS[option];
    const number = String(randomInt(10 ** digits)).padStart(digits, '0');
    lines.set(`${option}:${number}`, { option, number, price: satang(100 + randomInt(9900)) });
  }
  return { betId, lines: [...lines.values()], payMode: 'full' };
};

/**
 * The Thai government draw's prize list as members read it on the official sheet (lottery-domain.md:
 * staff enter the first prize, two front-3, two back-3 and the last-2, and may add the 2nd to 5th
 * prizes; the two "adjacent to the first prize" numbers follow from the first). Amounts are the Government Lottery Office's per-ticket
 * prizes in baht, shown for information: what Chokdee pays is the slip's rate.
 */
export const GOV_PRIZE_BAHT = {
  firstPrize: 6_000_000,
  adjacent: 100_000,
  front3: 4_000,
  back3: 4_000,
  bottom2: 2_000,
  second: 200_000,
  third: 80_000,
  fourth: 40_000,
  fifth: 20_000,
} as const;

/** The two numbers adjacent to a 6-digit first prize (one below, one above; 000000 and 999999 wrap). */
export const adjacentToFirstPrize = (firstPrize: string): [string, string] | null => {
  if (!/^\d{6}$/.test(firstPrize)) return null;
  const n = Number(firstPrize);
  const six = (value: number) => String((value + 1_000_000) % 1_000_000).padStart(6, '0');
  return [six(n - 1), six(n + 1)];
};

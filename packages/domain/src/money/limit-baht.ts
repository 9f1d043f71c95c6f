// Built on first use: constructing an Intl formatter loads its locale data (tens of ms on a slow
// phone), which would otherwise run while every page's bundle is evaluated.
let wholeBaht: Intl.NumberFormat | undefined;
/** 49000 -> "49,000" (the spec's wording), 10.5 -> "10.5". */
export const formatLimitBaht = (baht: number): string =>
  (wholeBaht ??= new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 })).format(baht);

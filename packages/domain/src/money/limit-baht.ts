const wholeBaht = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
/** 49000 -> "49,000" (the spec's wording), 10.5 -> "10.5". */
export const formatLimitBaht = (baht: number): string => wholeBaht.format(baht);

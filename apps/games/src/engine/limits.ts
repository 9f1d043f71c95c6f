/**
 * Stakes the games accept, in satang; shared by the server's checks and the screens' selectors.
 * Slot: a line bet for each of the 20 lines (total bet 1 to 100 baht).
 */
export const SLOT_LINE_BETS = [5, 10, 25, 50, 100, 250, 500];

/**
 * Baccarat: whole baht on each spot (so the banker's 0.95 is exact to the satang), at most
 * 50,000 baht a spot. Chips are 10 to 1,000 baht.
 */
export const BACCARAT_LIMITS = { unit: 100, maxPerSpot: 5_000_000 };
export const BACCARAT_CHIPS = [1_000, 5_000, 10_000, 50_000, 100_000];

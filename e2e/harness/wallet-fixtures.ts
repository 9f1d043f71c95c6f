/** A member with affiliate cash to move (seeded by harness/seed-wallet.ts before the server starts). */
export const AFFILIATE_MEMBER = {
  userName: 'afcash01',
  pin: 'Afcash@1234',
  phoneNumber: '0898700101',
  /** Affiliate cash credited through the ledger (AF_COMMISSION), satang: 500.00 baht. */
  afCashSatang: 50_000n,
} as const;

/** A member with loyalty points and one deposit (seeded by harness/seed-wallet.ts): loyalty.spec.ts. */
export const POINTS_MEMBER = {
  userName: 'points01',
  pin: 'Points@1234',
  phoneNumber: '0898700102',
  /** Points earned (LOYALTY_EARN), hundredths: 150.00 points. */
  pointsHundredths: 150_00n,
  /** One deposit, satang: 100.00 baht (the first-deposit achievement). */
  depositSatang: 100_00n,
} as const;

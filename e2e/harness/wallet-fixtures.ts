/** A member with affiliate cash to move (seeded by harness/seed-wallet.ts before the server starts). */
export const AFFILIATE_MEMBER = {
  userName: 'afcash01',
  pin: 'Afcash@1234',
  phoneNumber: '0898700101',
  /** Affiliate cash credited through the ledger (AF_COMMISSION), satang: 500.00 baht. */
  afCashSatang: 50_000n,
} as const;

/** A member who bets in the lotto spec (seeded by harness/seed-lotto.ts), so demo01's balance stays 10,000.00 for wallet.spec.ts. */
export const LOTTO_MEMBER = {
  userName: 'lotto01',
  pin: 'Lotto@1234',
  phoneNumber: '0898700201',
} as const;

/**
 * The Thai members of thai-errors.spec.ts (seeded by harness/seed-thai-errors.ts). Each stands in
 * front of one withdrawal rule, so the spec reaches every refusal without waiting on anything.
 */
const member = (n: number, cashBaht: number) => ({
  userName: `thaierr0${n}`,
  pin: 'Thai@12345',
  phoneNumber: `08987004${String(n).padStart(2, '0')}`,
  account: `70100004${String(n).padStart(2, '0')}`,
  name: 'สมชาย ใจดี',
  cashBaht,
});

export const THAI_MEMBERS = {
  /** Per time, balance too low, then pending: 100 baht, nothing else. */
  main: member(1, 100),
  /** 500 baht of turnover still to bet. */
  turnover: { ...member(2, 1_000), requiredBaht: 500 },
  /** Already 4 × 49,000 withdrawn today (paid). */
  day: { ...member(3, 200_000), paidToday: [49_000, 49_000, 49_000, 49_000] },
  /** Already 5 withdrawals today (paid). */
  count: { ...member(4, 100), paidToday: [1, 1, 1, 1, 1] },
  /** No money: any slip is refused for the balance. */
  broke: member(5, 0),
} as const;

import { defineErrors } from '../errors/define-errors.ts';

/** Failures of the responsible-gambling rules (docs/compliance.md). */
export const COMPLIANCE_ERRORS = defineErrors({
  /** `until`: ISO time the exclusion ends, or null for a permanent one. */
  SELF_EXCLUDED: {
    status: 403,
    message: ({ until }: { until: string | null }) =>
      until === null ? 'You have excluded yourself permanently' : `You have excluded yourself until ${until}`,
  },
  /** A deposit, bet or game bet that would pass a limit the member set; nothing moved. */
  LIMIT_REACHED: {
    status: 403,
    message: ({ kind, period }: { kind: 'deposit' | 'loss'; period: 'day' | 'week' | 'month' }) =>
      `This would pass your ${period === 'day' ? 'daily' : `${period}ly`} ${kind} limit`,
  },
  /** The withdraw-only path is for a member whose self-exclusion runs; anyone else logs in. */
  NOT_SELF_EXCLUDED: { status: 409, message: 'You are not excluded: log in to withdraw' },
  BIRTH_DATE_REQUIRED: { status: 403, message: 'Please enter your date of birth first' },
  BIRTH_DATE_SET: { status: 409, message: 'The date of birth is already set' },
  /**
   * A withdrawal above an identity-check threshold without an approved check: `single`, the
   * amount passes `thresholdBaht`; `lifetime`, the member's withdrawals with it would.
   */
  KYC_REQUIRED: {
    status: 403,
    message: ({ reason, thresholdBaht }: { reason: 'single' | 'lifetime'; thresholdBaht: number }) =>
      reason === 'single'
        ? `A withdrawal above ${thresholdBaht} baht needs an identity check first`
        : `Withdrawals above ${thresholdBaht} baht in total need an identity check first`,
  },
  KYC_PENDING: { status: 409, message: 'Your documents are already waiting for review' },
  KYC_APPROVED: { status: 409, message: 'Your identity is already confirmed' },
  KYC_NOT_FOUND: { status: 404, message: 'Identity check not found' },
  /** Any page or call from a country the operator is not licensed for (docs/compliance.md). */
  JURISDICTION: { status: 451, message: 'This site is not available in your country' },
});

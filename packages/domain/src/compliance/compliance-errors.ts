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
  /** Any page or call from a country the operator is not licensed for (docs/compliance.md). */
  JURISDICTION: { status: 451, message: 'This site is not available in your country' },
});

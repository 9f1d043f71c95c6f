import { defineErrors } from '../errors/define-errors.ts';
import { formatLimitBaht } from '../money/limit-baht.ts';

export const WITHDRAW_MESSAGES = {
  turnover: (remainingBaht: number) =>
    `Turnover not met: bet ${formatLimitBaht(remainingBaht)} baht more before withdrawing`,
  bankMismatch: 'user bank account does not match',
  pending: 'wait for the old transaction to finish',
  perTime: (baht: number) => `max ${formatLimitBaht(baht)} baht per time`,
  perDay: (baht: number) => `max ${formatLimitBaht(baht)} baht per day`,
  countPerDay: (count: number) => `max ${count} withdrawals per day`,
} as const;

type Max = { max: number };

/** Failures of the ledger, its holds, staff adjustments, bank accounts and withdrawals. */
export const WALLET_ERRORS = defineErrors({
  INSUFFICIENT_BALANCE: { status: 409, message: 'Insufficient balance.' },
  HOLD_NOT_FOUND: { status: 404, message: 'Hold not found' },
  HOLD_NOT_OPEN: {
    status: 409,
    message: ({ status }: { status: string }) => `The hold is ${status.toLowerCase()}.`,
  },
  HOLD_ALREADY_POSTED: { status: 409, message: 'The hold is already posted.' },
  ENTRY_NOT_FOUND: { status: 404, message: 'Entry not found' },
  MEMBER_NOT_FOUND: { status: 404, message: 'Member not found' },
  SUPER_ADMIN_REQUIRED: {
    status: 403,
    message: ({ limit }: { limit: string }) => `Amounts above ${limit} baht need a Super Admin.`,
  },
  // Bank accounts of a member.
  BANK_NO_PROFILE_NAME: {
    status: 400,
    message: 'Please add your name in your profile before adding a bank account',
  },
  BANK_ACCOUNTS_FULL: {
    status: 409,
    message: ({ max }: Max) => `You can add at most ${max} bank accounts`,
  },
  BANK_ACCOUNT_TAKEN: { status: 409, message: 'This bank account number is already used by another member' },
  BANK_ACCOUNT_ALREADY_YOURS: { status: 409, message: 'You have already added this bank account' },
  BANK_ACCOUNT_NOT_FOUND: { status: 404, message: 'Bank account not found' },
  // Withdrawals, in the order spec §8 checks them.
  TURNOVER_NOT_MET: {
    status: 409,
    message: ({ remaining }: { remaining: number }) => WITHDRAW_MESSAGES.turnover(remaining),
  },
  BANK_ACCOUNT_MISMATCH: { status: 400, message: WITHDRAW_MESSAGES.bankMismatch },
  WITHDRAWAL_PENDING: { status: 409, message: WITHDRAW_MESSAGES.pending },
  WITHDRAW_MAX_PER_TIME: { status: 400, message: ({ max }: Max) => WITHDRAW_MESSAGES.perTime(max) },
  WITHDRAW_MAX_PER_DAY: { status: 409, message: ({ max }: Max) => WITHDRAW_MESSAGES.perDay(max) },
  WITHDRAW_MAX_COUNT_PER_DAY: {
    status: 409,
    message: ({ max }: Max) => WITHDRAW_MESSAGES.countPerDay(max),
  },
  WITHDRAWAL_NOT_FOUND: { status: 404, message: 'Withdrawal not found' },
  SECOND_APPROVER_REQUIRED: {
    status: 409,
    message: 'A second, different staff member must approve this withdrawal',
  },
  /** A deposit, withdrawal, transfer or statement line some staff member has decided already. */
  ALREADY_DECIDED: {
    status: 409,
    message: ({ subject, status }: { subject: string; status: string }) =>
      `This ${subject} is already ${status.toLowerCase()}.`,
  },
});

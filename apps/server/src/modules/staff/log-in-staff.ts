import { STAFF_MESSAGES, TOTP_REQUIRED_ROLES, type StaffRole } from '@chokdee/domain';
import type { Database } from '../../db/client.ts';
import { appError, validationError, type AppError } from '../../platform/errors.ts';
import { hashPin, verifyPin } from '../../platform/pin-hash.ts';
import { matchTotp } from '../../platform/staff-auth/index.ts';
import { useRecoveryCode } from './recovery-codes.ts';
import {
  claimTotpStep,
  recordLoginFailure,
  resetLoginFailures,
  staffForLogin,
  type StaffLoginRow,
} from './staff-repository.ts';

export const STAFF_LOCKOUT_ATTEMPTS = 5;

export interface StaffLoginInput {
  username: string;
  password: string;
  totpCode?: string | undefined;
}

export interface LoggedInStaff {
  id: bigint;
  username: string;
  role: StaffRole;
  totpEnrolled: boolean;
  enrolmentRequired: boolean;
  secondFactor: 'totp' | 'recovery' | 'none';
}

const invalid = (): AppError => appError('STAFF_INVALID_LOGIN');
const locked = (): AppError => appError('STAFF_LOCKED');

// Verifying against a real hash when the user is unknown keeps the answer time the same, so
// timing does not tell which usernames exist.
let dummyHash: Promise<string> | undefined;
const burnPinCheck = async (password: string): Promise<void> => {
  dummyHash ??= hashPin('Dummy#Pin-for-timing1');
  await verifyPin(await dummyHash, password);
};

/** Counts a failure; the 5th locks the account (until a Super Admin unlocks). Returns the error to throw. */
const recordFailure = async (db: Database, id: string, wrong: AppError): Promise<AppError> =>
  (await recordLoginFailure(db, id, STAFF_LOCKOUT_ATTEMPTS)) ? locked() : wrong;

const checkSecondFactor = async (
  db: Database,
  row: StaffLoginRow,
  code: string | undefined,
  nowSeconds: number,
): Promise<'totp' | 'recovery'> => {
  if (!code) throw validationError({ totpCode: STAFF_MESSAGES.totpRequired });
  const wrong = appError('TOTP_INVALID');
  if (/^\d{6}$/.test(code)) {
    const step = matchTotp(row.totp_secret!, code, nowSeconds);
    // A step newer than the last used one only: a code works once (RFC 6238 §5.2).
    if (step !== null && (await claimTotpStep(db, row.id, step))) return 'totp';
    throw await recordFailure(db, row.id, wrong);
  }
  if (await useRecoveryCode(db, BigInt(row.id), code)) return 'recovery';
  throw await recordFailure(db, row.id, wrong);
};

/**
 * PIN, then (when enrolled) a TOTP or recovery code. A wrong PIN or code counts toward the
 * lockout; a right PIN without a code does not (the form then asks for the code). A locked
 * account answers 423 without looking at the PIN. A Super Admin / Administrator who has not
 * enrolled TOTP yet gets in with `enrolmentRequired` (the guard then allows enrolment only).
 */
export const logInStaff = async (
  db: Database,
  input: StaffLoginInput,
  nowSeconds = Date.now() / 1000,
): Promise<LoggedInStaff> => {
  const row = await staffForLogin(db, input.username);
  if (!row) {
    await burnPinCheck(input.password);
    throw invalid();
  }
  if (row.locked) throw locked();
  if (!(await verifyPin(row.pin_hash, input.password))) throw await recordFailure(db, row.id, invalid());

  const secondFactor = row.totp_secret
    ? await checkSecondFactor(db, row, input.totpCode?.trim(), nowSeconds)
    : 'none';
  await resetLoginFailures(db, row.id);
  const enrolled = row.totp_secret !== null;
  return {
    id: BigInt(row.id),
    username: row.username,
    role: row.role,
    totpEnrolled: enrolled,
    enrolmentRequired: !enrolled && TOTP_REQUIRED_ROLES.includes(row.role),
    secondFactor,
  };
};

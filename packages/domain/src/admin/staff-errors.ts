import { defineErrors } from '../errors/define-errors.ts';
import { STAFF_ROLES } from './permissions.ts';

export const STAFF_MESSAGES = {
  username: 'Username must be 3 to 30 lowercase letters, digits, dot, dash or underscore',
  role: `Role must be one of: ${STAFF_ROLES.join(', ')}`,
  invalidLogin: 'Invalid username or password.',
  locked: 'Login Attempt Count Reach Limit, Please contact a Super Admin.',
  totpRequired: 'Enter the 6-digit code from your authenticator app',
  totpInvalid: 'Invalid verification code.',
  totpFormat: 'Code must be 6 digits',
  enrolmentRequired: 'Two-factor enrolment is required first.',
} as const;

const ALREADY_ENROLLED = 'Two-factor authentication is already enrolled; a Super Admin can reset it.';

/** Failures of staff login, two-factor enrolment and staff management. */
export const STAFF_ERRORS = defineErrors({
  STAFF_INVALID_LOGIN: { status: 401, message: STAFF_MESSAGES.invalidLogin },
  STAFF_LOCKED: { status: 423, message: STAFF_MESSAGES.locked },
  TOTP_INVALID: { status: 401, message: STAFF_MESSAGES.totpInvalid },
  TOTP_ENROLMENT_REQUIRED: { status: 403, message: STAFF_MESSAGES.enrolmentRequired },
  TOTP_ALREADY_ENROLLED: { status: 409, message: ALREADY_ENROLLED },
  TOTP_ENROLMENT_NOT_STARTED: { status: 409, message: 'Start the enrolment first.' },
  TOTP_ENROLMENT_CHANGED: { status: 409, message: 'The enrolment changed meanwhile; start again.' },
  STAFF_USERNAME_TAKEN: {
    status: 409,
    message: ({ username }: { username: string }) => `Staff user "${username}" already exists`,
  },
  CANNOT_DISABLE_SELF: { status: 409, message: 'You cannot disable your own account' },
  LAST_SUPER_ADMIN: { status: 409, message: 'At least one active Super Admin must remain' },
  STAFF_NOT_FOUND: { status: 404, message: 'Staff not found' },
});

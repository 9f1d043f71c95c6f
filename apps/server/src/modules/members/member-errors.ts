import { AppError } from '../../platform/errors.ts';

/** The contract's wording for the member failures (api-contract, Members; spec §8). */
export const MEMBER_ERRORS = {
  userNameTaken: () => new AppError('CONFLICT', 409, 'Username already exists'),
  phoneTaken: () => new AppError('CONFLICT', 409, 'Phone number already exists'),
  invalidCredentials: () => new AppError('UNAUTHORIZED', 401, 'Invalid username or password.'),
  locked: () => new AppError('LOCKED', 423, 'Login Attempt Count Reach Limit, Please contact call center.'),
  banned: () => new AppError('FORBIDDEN', 403, 'Sorry, access denied.'),
  wrongOldPin: () =>
    new AppError('VALIDATION', 400, 'Password is invalid', { oldPassword: 'Password is invalid' }),
  unknownAffiliate: () =>
    new AppError('UNKNOWN_AFFILIATE', 400, 'Affiliate link is invalid', {
      slug: 'Affiliate link is invalid',
    }),
} as const;

/** Maps a unique violation on members to the contract's 409; anything else is rethrown by the caller. */
export const conflictFor = (constraint: string | undefined): AppError | undefined => {
  if (constraint === 'members_user_name_unique') return MEMBER_ERRORS.userNameTaken();
  if (constraint === 'members_phone_number_unique') return MEMBER_ERRORS.phoneTaken();
  return undefined;
};

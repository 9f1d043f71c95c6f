import { appError, type AppError } from '../../platform/errors.ts';

/** Maps a unique violation on members to the contract's 409; anything else is rethrown by the caller. */
export const conflictFor = (constraint: string | undefined): AppError | undefined => {
  if (constraint === 'members_user_name_unique') return appError('USERNAME_TAKEN');
  if (constraint === 'members_phone_number_unique') return appError('PHONE_TAKEN');
  return undefined;
};

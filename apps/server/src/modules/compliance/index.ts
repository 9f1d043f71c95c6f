/**
 * What other features use of the responsible-gambling rules (docs/compliance.md): the minimum age,
 * the limits' checks, the identity check of a withdrawal.
 */
export { assertOldEnough } from './minimum-age.ts';
export {
  assertRoom,
  assertRoomStatement,
  hasLimitSql,
  limitRefusalOf,
  passesLimit,
  roomsOf,
  roomStatement,
} from './limits/limit-room.ts';
export { readLimits } from './limits/member-limits.ts';
export { assertKycForWithdrawal, withdrawKycOf } from './kyc/kyc-gate.ts';

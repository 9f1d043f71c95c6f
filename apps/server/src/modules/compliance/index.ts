/** What other features use of the responsible-gambling rules (docs/compliance.md). */
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

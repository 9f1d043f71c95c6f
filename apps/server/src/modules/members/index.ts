/** What other features use of the members' records. */
export { logInMember } from './log-in-member.ts';
export { findPinHash } from './members-repository.ts';

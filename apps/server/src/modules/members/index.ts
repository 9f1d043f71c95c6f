/** What other features use of the members' records. */
export { findPinHash } from './members-repository.ts';

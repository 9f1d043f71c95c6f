/** What other features use of the responsible-gambling rules (docs/compliance.md): the minimum age, the identity check of a withdrawal. */
export { assertOldEnough } from './minimum-age.ts';
export { assertKycForWithdrawal, withdrawKycOf } from './kyc/kyc-gate.ts';

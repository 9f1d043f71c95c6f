/** What other features use of the responsible-gambling rules (docs/compliance.md). */
export { assertOldEnough } from './minimum-age.ts';

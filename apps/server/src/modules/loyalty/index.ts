/** Loyalty points and achievements: what other features call (settlement earns points). */
export { earnPoints, type SettledStake } from './earn-points.ts';

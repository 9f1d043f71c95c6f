export type { Round } from './types.ts';

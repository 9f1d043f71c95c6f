import type { Linter } from 'eslint';

/** The import-boundary block of eslint.config.js (see eslint.boundaries.js). */
export declare const boundaries: Linter.Config[];

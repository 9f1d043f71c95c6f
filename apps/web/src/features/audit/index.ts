export { dayRangeToInstants } from './audit-diff.ts';

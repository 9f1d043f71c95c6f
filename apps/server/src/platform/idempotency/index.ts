export { firstUnderKey } from './first-under-key.ts';
export { requestHash } from './request-hash.ts';

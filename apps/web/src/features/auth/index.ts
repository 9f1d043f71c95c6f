export { loadAuth } from './session.ts';

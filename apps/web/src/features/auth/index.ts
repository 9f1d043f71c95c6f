export { loadAuth, useAuth } from './session.ts';

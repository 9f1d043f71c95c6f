export { loadAuth, useAuth } from './session.ts';
export { endSession } from './logout.ts';

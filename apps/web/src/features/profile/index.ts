export { USER_INFO_KEY } from './user-info.ts';

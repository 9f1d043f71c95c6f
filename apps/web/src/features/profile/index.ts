export { USER_INFO_KEY, userInfoQuery } from './user-info.ts';

export { MEMBERS_KEY, searchMembers } from './members-api.ts';

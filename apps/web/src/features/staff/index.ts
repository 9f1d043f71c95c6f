export { useStaffList } from './staff-api.ts';

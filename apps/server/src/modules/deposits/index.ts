export { findMemberDeposits } from './deposit-rows.ts';

export { formatAccountNumber, useMemberBanks, useThaiBanks, withdrawalAccountOf } from './api.ts';

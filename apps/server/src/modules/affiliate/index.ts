export { accrueCommissions, todayInBangkok, yesterdayInBangkok } from './accrue-commissions.ts';
export { startAffiliateScheduler } from './affiliate-scheduler.ts';

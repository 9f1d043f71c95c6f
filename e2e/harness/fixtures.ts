/** Members the browser specs log in as (seeded by harness/seed-members.ts before the server starts). */
export const DEMO_MEMBER = {
  userName: 'demo01',
  pin: 'Demo@1234',
  phoneNumber: '0812345678',
  afSlug: 'demo01',
} as const;

/** A member whose account status is 2 (credit suspended, api-contract "Account status"). */
export const CREDIT_SUSPENDED_MEMBER = {
  userName: 'credit002',
  pin: 'Credit@1234',
  phoneNumber: '0898700002',
} as const;

/** The member whose pages lighthouse.spec.ts audits (no other spec logs in as it). */
export const LIGHTHOUSE_MEMBER = {
  userName: 'lighthouse01',
  pin: 'Light@1234',
  phoneNumber: '0898700501',
} as const;

/** The member games.spec.ts plays as (seeded with 10,000 baht; no other spec logs in as it). */
export const GAMES_MEMBER = {
  userName: 'gamer01',
  pin: 'Gamer@1234',
  phoneNumber: '0898700601',
} as const;

/** A member whose account status is 3 (games suspended): the 403 page on every game path. */
export const GAMES_SUSPENDED_MEMBER = {
  userName: 'gamesoff03',
  pin: 'Games@1234',
  phoneNumber: '0898700603',
} as const;

/** The member shell.spec.ts walks the lobby, the drawer and the desktop layout as (no other spec logs in as it). */
export const SHELL_MEMBER = {
  userName: 'shell01',
  pin: 'Shell@1234',
  phoneNumber: '0898700701',
} as const;

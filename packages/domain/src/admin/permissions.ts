/**
 * The back-office role matrix: one table, read by the server (every /api/admin route declares
 * one of these) and by the web app (it hides what the role cannot do). docs/back-office.md
 * explains each row.
 */
export const STAFF_ROLES = ['Super Admin', 'Administrator', 'Staff'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

const ALL: readonly StaffRole[] = ['Super Admin', 'Administrator', 'Staff'];
const OPERATORS: readonly StaffRole[] = ['Super Admin', 'Administrator'];
const SUPER: readonly StaffRole[] = ['Super Admin'];

export const PERMISSIONS = {
  /** Search members, read a profile with its devices and linked members. */
  'members.view': ALL,
  /** Clear a member's login lockout (a call-centre task). */
  'members.unlock': ALL,
  /** Change a member's account status (0/1/2/3/4/9). */
  'members.status': OPERATORS,
  /** Revoke every session of a member. */
  'members.logout': OPERATORS,
  /** Search the audit log; without `audit.view.all` only one's own actions are returned. */
  'audit.view': ALL,
  'audit.view.all': OPERATORS,
  /** Agents and their support data (agents-supports). */
  'agents.manage': OPERATORS,
  /** Domains allow-list with SEO details, maintenance mode. */
  'site.manage': SUPER,
  /** Create staff, change roles, unlock, reset TOTP, disable. */
  'staff.manage': SUPER,
  /** A member's ledger (postings of all their accounts, balances) and the daily reconciliation report. */
  'wallet.view': ALL,
  /** Manual increase/decrease of a member's cash and moves between members, up to the configured amount. */
  'wallet.adjust': OPERATORS,
  /** The same above ADMIN_ADJUST_SUPER_ADMIN_ABOVE_BAHT (a route declares wallet.adjust; the use case checks this). */
  'wallet.adjust.large': SUPER,
  /** Lotto families, rounds, number rules and the live exposure of a round (read only). */
  'lotto.view': ALL,
  /** Change family settings and per-round rates/rules; open, close and void a round (void refunds every poy). */
  'lotto.manage': OPERATORS,
  /**
   * Enter, confirm and reject round results (issue 7). Two-person rule: a result is confirmed only
   * by a staff member other than the one who entered it (checked by the use case and the database).
   */
  'lotto.results': OPERATORS,
  /** The withdrawal queue (filters, totals) and members' bank accounts. */
  'withdrawals.view': ALL,
  /**
   * Approve (with the bank transfer reference) or reject (with a reason) a withdrawal. Above
   * WITHDRAW_TWO_PERSON_ABOVE_BAHT a second, different staff member's approval pays it.
   */
  'withdrawals.decide': OPERATORS,
  /** Mark a member bank account's holder name as checked against the bank (may correct it). */
  'banks.verify': OPERATORS,
  /** The deposit queues (normal deposits, unmatched statement lines; filters, totals) and slips. */
  'deposits.view': ALL,
  /** Approve/reject a normal deposit; match an unmatched statement line to a request or member, or dismiss it. */
  'deposits.decide': OPERATORS,
  /** The site's receiving bank accounts (botUpdate, fast, PromptPay id): where members send money. */
  'deposits.banks': SUPER,
  /** TrueMoney wallet number, crypto networks/rate/confirmations and the deposit address pool. */
  'deposits.providers': SUPER,
  /** Game providers, catalogues and highlights (read), members' game transactions, the daily per-provider report. */
  'games.view': ALL,
  /** Edit game providers (status, launch settings, secret variable), catalogues and highlights. */
  'games.manage': OPERATORS,
  /** Affiliate commission plans and the daily accrual runs with their rows (read). */
  'affiliate.view': ALL,
  /** Create or change a commission plan; run the accrual for a day (safe to re-run: it pays once). */
  'affiliate.manage': SUPER,
  /** Points rates, achievement rules and the daily points report (read). */
  'loyalty.view': ALL,
  /** Change points rates, the redeem rate and minimum, and achievement rules. */
  'loyalty.manage': OPERATORS,
  /** Promotions with their claims (who, when, bonus, turnover). */
  'promotions.view': ALL,
  /** Create, edit and disable promotions (texts, audience, bonus terms, validity). */
  'promotions.manage': OPERATORS,
  /** How-to, video and download pages in every language, and their images. */
  'content.manage': OPERATORS,
  /** Send a notification to an audience of members (all, by level, by agent). */
  'notifications.broadcast': OPERATORS,
  /** Live chat: the queue, answering, taking and transferring conversations, closing them. */
  'support.chat': ALL,
  /** Canned replies and the site-wide live chat switch. */
  'support.manage': OPERATORS,
  /** Identity checks: the queue, the members' ID documents and selfies, approve or reject. */
  'kyc.review': OPERATORS,
} as const satisfies Record<string, readonly StaffRole[]>;

export type Permission = keyof typeof PERMISSIONS;
export const ALL_PERMISSIONS = Object.keys(PERMISSIONS) as Permission[];

export const can = (role: StaffRole, permission: Permission): boolean =>
  PERMISSIONS[permission].includes(role);

export const permissionsOf = (role: StaffRole): Permission[] => ALL_PERMISSIONS.filter((p) => can(role, p));

/** Roles that must enrol TOTP before they can do anything but enrol. */
export const TOTP_REQUIRED_ROLES: readonly StaffRole[] = OPERATORS;

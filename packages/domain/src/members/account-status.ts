/**
 * Account status (token claim `status`, api-contract.md "Account status"). One table read by the
 * server's guard and the web app's route guards alike.
 */
export const ACCOUNT_STATUS = {
  active: 0,
  guestLike: 1,
  creditSuspended: 2,
  gamesSuspended: 3,
  lottoSuspended: 4,
  banned: 9,
} as const;
export type AccountStatus = (typeof ACCOUNT_STATUS)[keyof typeof ACCOUNT_STATUS];
export const ACCOUNT_STATUSES: readonly AccountStatus[] = Object.values(ACCOUNT_STATUS);

export const isAccountStatus = (value: unknown): value is AccountStatus =>
  ACCOUNT_STATUSES.includes(value as AccountStatus);

/**
 * What a member route belongs to. `account` is the few calls a guest-like member may still make
 * (users.auth, users.logout, users-infos); `member` is every other member-only call.
 */
export type MemberArea = 'account' | 'member' | 'credit' | 'games' | 'lotto';

export type AccessDecision = 'allow' | 'unauthorized' | 'forbidden';

const SUSPENDED_AREA: Partial<Record<AccountStatus, MemberArea>> = {
  [ACCOUNT_STATUS.creditSuspended]: 'credit',
  [ACCOUNT_STATUS.gamesSuspended]: 'games',
  [ACCOUNT_STATUS.lottoSuspended]: 'lotto',
};

/** The status table: banned tokens stop working, guest-like members reach only `account` calls. */
export const decideAccess = (status: AccountStatus, area: MemberArea): AccessDecision => {
  if (status === ACCOUNT_STATUS.banned) return 'unauthorized';
  if (status === ACCOUNT_STATUS.guestLike) return area === 'account' ? 'allow' : 'forbidden';
  return SUSPENDED_AREA[status] === area ? 'forbidden' : 'allow';
};

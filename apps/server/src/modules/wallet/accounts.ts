/**
 * Ledger accounts as postEntry sees them. Member accounts are addressed by (member id, kind) and
 * created on first use; house accounts by kind (one row each, created by the migration).
 */
export const MEMBER_ACCOUNT_KINDS = ['CASH', 'AF_CASH', 'POINTS'] as const;
export type MemberAccountKind = (typeof MEMBER_ACCOUNT_KINDS)[number];

export const HOUSE_ACCOUNT_KINDS = [
  'HOUSE_BANK_CLEARING',
  'HOUSE_WITHDRAWALS_HELD',
  'HOUSE_BETS_IN_PLAY',
  'HOUSE_REVENUE',
  'HOUSE_GAME_PROVIDERS',
  'HOUSE_PROMOTIONS',
  'HOUSE_AFFILIATE_COMMISSIONS',
  'HOUSE_TRANSFERS',
  'HOUSE_LOYALTY',
] as const;
export type HouseAccountKind = (typeof HOUSE_ACCOUNT_KINDS)[number];

export type AccountKind = MemberAccountKind | HouseAccountKind;

/** THB amounts are satang; POINT amounts are hundredths of a point (same 2-decimal edge). */
export type Unit = 'THB' | 'POINT';

export const UNIT_OF: Record<AccountKind, Unit> = {
  CASH: 'THB',
  AF_CASH: 'THB',
  POINTS: 'POINT',
  HOUSE_BANK_CLEARING: 'THB',
  HOUSE_WITHDRAWALS_HELD: 'THB',
  HOUSE_BETS_IN_PLAY: 'THB',
  HOUSE_REVENUE: 'THB',
  HOUSE_GAME_PROVIDERS: 'THB',
  HOUSE_PROMOTIONS: 'THB',
  HOUSE_AFFILIATE_COMMISSIONS: 'THB',
  HOUSE_TRANSFERS: 'THB',
  HOUSE_LOYALTY: 'POINT',
};

export type MemberAccountRef = { memberId: bigint; kind: MemberAccountKind };
export type HouseAccountRef = { house: HouseAccountKind };
export type AccountRef = MemberAccountRef | HouseAccountRef;

export const isMemberRef = (ref: AccountRef): ref is MemberAccountRef => 'memberId' in ref;

export const kindOf = (ref: AccountRef): AccountKind => (isMemberRef(ref) ? ref.kind : ref.house);

/** A stable text form, used for sorting (lock order), hashing and error messages. */
export const accountLabel = (ref: AccountRef): string =>
  isMemberRef(ref) ? `member:${ref.memberId.toString()}:${ref.kind}` : `house:${ref.house}`;

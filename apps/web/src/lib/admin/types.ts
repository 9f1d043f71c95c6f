import type { AccountStatus } from '@chokdee/domain';

/** Answer shapes of /api/admin (docs/api.md, "Back office"). */

export interface Paged<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

export interface MemberRow {
  uuid: string;
  userName: string;
  name: string | null;
  phoneNumber: string | null;
  status: AccountStatus;
  locked: boolean;
  createdAt: string;
}

export interface MemberDevice {
  visitorId: string;
  seen: number;
  firstSeen: string;
  lastSeen: string;
  lastIp: string | null;
  lastUserAgent: string | null;
}

export interface LinkedMember {
  uuid: string;
  userName: string;
  status: AccountStatus;
  via: string;
  visitorIds: string[];
}

export interface MemberDetail {
  uuid: string;
  userName: string;
  name: string | null;
  phoneNumber: string | null;
  email: string | null;
  lineId: string | null;
  lineLinked: boolean;
  level: number | string | null;
  status: AccountStatus;
  agentId: number | null;
  afSlug: string | null;
  createdAt: string;
  lockout: { locked: boolean; failedLoginCount: number; lockedAt: string | null };
  activeSessions: number;
  devices: MemberDevice[];
  linkedMembers: LinkedMember[];
}

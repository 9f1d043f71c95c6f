import type { Permission, StaffRole } from '@chokdee/domain';

/** Answer shapes of /api/admin (docs/api.md, "Back office"). */
export interface StaffProfile {
  id: number;
  username: string;
  role: StaffRole;
  totpEnrolled: boolean;
  enrolmentRequired: boolean;
  permissions: Permission[];
}

export interface StaffView {
  id: number;
  username: string;
  role: StaffRole;
  totpEnrolled: boolean;
  locked: boolean;
  failedLoginCount: number;
  disabled: boolean;
  createdAt: string;
}

export interface Paged<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

export interface AuditRow {
  id: number | string;
  staffId: number | null;
  staffUsername: string | null;
  action: string;
  targetType: string | null;
  targetId: string | null;
  before: unknown;
  after: unknown;
  ip: string | null;
  createdAt: string;
}

export interface SiteDomain {
  domain: string;
  title: string | null;
  description: string | null;
  siteVerification: string | null;
  gaID: string | null;
  createdAt: string;
}

export interface Maintenance {
  enabled: boolean;
  message: string;
}

export interface Agent {
  id: number;
  name: string;
  phoneNumber: string | null;
  activePopup: boolean;
  activeSupport: boolean;
  urlBailek: string | null;
  urlPopup: string | null;
  urlSupport: string | null;
  createdAt: string;
}

export interface TotpEnrolment {
  secret: string;
  otpauthUri: string;
  qrCode: string;
}

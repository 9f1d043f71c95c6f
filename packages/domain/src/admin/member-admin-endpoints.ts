import { z } from 'zod';
import { endpointGroup } from '../contract/endpoint-group.ts';
import {
  accountStatusAnswer,
  adminMemberDetail,
  adminMemberQuery,
  adminMemberRequest,
  adminMemberSearchQuery,
  adminMembersResult,
  adminMemberStatusRequest,
} from './member-admin-schemas.ts';

export const {
  search: adminMembersSearchEndpoint,
  one: adminMembersOneEndpoint,
  statusUpdate: adminMembersStatusUpdateEndpoint,
  unlock: adminMembersUnlockEndpoint,
  logout: adminMembersLogoutEndpoint,
} = endpointGroup(
  { tags: ['admin: members'] },
  {
    search: {
      method: 'GET',
      path: '/api/admin/members.search',
      auth: { staff: 'members.view' },
      query: adminMemberSearchQuery,
      response: adminMembersResult,
      summary: 'Find members by username prefix, phone number, uuid or device visitorId',
      description: 'Empty `q` lists every member, newest first.',
    },
    one: {
      method: 'GET',
      path: '/api/admin/members.one',
      auth: { staff: 'members.view' },
      query: adminMemberQuery,
      response: adminMemberDetail,
      errors: ['MEMBER_NOT_FOUND'],
      summary: 'A member: profile, status, lockout, sessions, devices and linked members',
    },
    statusUpdate: {
      method: 'POST',
      path: '/api/admin/members.status.update',
      auth: { staff: 'members.status' },
      body: adminMemberStatusRequest,
      response: z.object({ uuid: z.string(), status: accountStatusAnswer }),
      errors: ['MEMBER_NOT_FOUND'],
      summary: "Change a member's account status (0/1/2/3/4/9)",
      description: "Applies to the member's next call; 9 (banned) also revokes every session. Audited.",
    },
    unlock: {
      method: 'POST',
      path: '/api/admin/members.unlock',
      auth: { staff: 'members.unlock' },
      body: adminMemberRequest,
      response: z.object({ uuid: z.string() }),
      errors: ['MEMBER_NOT_FOUND'],
      summary: "Clear a member's login lockout. Audited.",
    },
    logout: {
      method: 'POST',
      path: '/api/admin/members.logout',
      auth: { staff: 'members.logout' },
      body: adminMemberRequest,
      response: z.object({ uuid: z.string(), sessionsRevoked: z.number() }),
      errors: ['MEMBER_NOT_FOUND'],
      summary: 'Revoke every session of a member (force logout). Audited.',
    },
  },
);

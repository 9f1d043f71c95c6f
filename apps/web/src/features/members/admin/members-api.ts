import {
  adminMembersLogoutEndpoint,
  adminMembersOneEndpoint,
  adminMembersSearchEndpoint,
  adminMembersStatusUpdateEndpoint,
  adminMembersUnlockEndpoint,
  type EndpointAnswer,
  type EndpointInput,
} from '@chokdee/domain';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { ADMIN_KEY } from '../../../lib/admin/session.ts';

export type MemberRow = EndpointAnswer<typeof adminMembersSearchEndpoint>['items'][number];
export type MemberDetail = EndpointAnswer<typeof adminMembersOneEndpoint>;

/** Every members search starts with this key. */
export const MEMBERS_KEY = [ADMIN_KEY, 'members'] as const;
export const memberKey = (uuid: string) => [ADMIN_KEY, 'member', uuid] as const;

/** One box: username prefix, phone, uuid or visitorId. */
export const searchMembers = (
  query: EndpointInput<typeof adminMembersSearchEndpoint>,
  signal?: AbortSignal,
) => callApi(adminMembersSearchEndpoint, query, { signal });

export const fetchMember = (uuid: string, signal?: AbortSignal) =>
  callApi(adminMembersOneEndpoint, { uuid }, { signal });

/** One member's detail; no retry, so an unknown uuid shows "not found" at once. */
export const useMember = (uuid: string) =>
  useQuery({ queryKey: memberKey(uuid), queryFn: ({ signal }) => fetchMember(uuid, signal), retry: false });

export const refreshMember = (uuid: string) => queryClient.invalidateQueries({ queryKey: memberKey(uuid) });

export const unlockMember = (uuid: string) => callApi(adminMembersUnlockEndpoint, { uuid });

export const logoutMember = (uuid: string) => callApi(adminMembersLogoutEndpoint, { uuid });

export const updateMemberStatus = (body: EndpointInput<typeof adminMembersStatusUpdateEndpoint>) =>
  callApi(adminMembersStatusUpdateEndpoint, body);

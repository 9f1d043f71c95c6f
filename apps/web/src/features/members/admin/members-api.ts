import type { AccountStatus } from '@chokdee/domain';
import { useQuery } from '@tanstack/react-query';
import { adminApi } from '../../../lib/admin/admin-api.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { ADMIN_KEY } from '../../../lib/admin/session.ts';
import type { MemberDetail, MemberRow, Paged } from '../../../lib/admin/types.ts';

/** Every members search starts with this key. */
export const MEMBERS_KEY = [ADMIN_KEY, 'members'] as const;
export const memberKey = (uuid: string) => [ADMIN_KEY, 'member', uuid] as const;

/** One box: username prefix, phone, uuid or visitorId. */
export const searchMembers = (
  query: { q?: string | undefined; page?: number; pageSize: number },
  signal?: AbortSignal,
) => adminApi.get<Paged<MemberRow>>('members.search', { ...query }, signal);

export const fetchMember = (uuid: string, signal?: AbortSignal) =>
  adminApi.get<MemberDetail>('members.one', { uuid }, signal);

/** One member's detail; no retry, so an unknown uuid shows "not found" at once. */
export const useMember = (uuid: string) =>
  useQuery({ queryKey: memberKey(uuid), queryFn: ({ signal }) => fetchMember(uuid, signal), retry: false });

export const refreshMember = (uuid: string) => queryClient.invalidateQueries({ queryKey: memberKey(uuid) });

export const unlockMember = (uuid: string) => adminApi.post('members.unlock', { uuid });

export const logoutMember = (uuid: string) =>
  adminApi.post<{ sessionsRevoked: number }>('members.logout', { uuid });

export const updateMemberStatus = (body: { uuid: string; status: AccountStatus; reason: string }) =>
  adminApi.post<{ uuid: string; status: AccountStatus }>('members.status.update', body);

import type { AdminMemberRow } from '@chokdee/domain';
import type { Database } from '../../db/client.ts';
import { pagedList } from '../../platform/paged-list.ts';
import type { Page } from '../../platform/reply.ts';
import {
  accountStatusOf,
  findMemberPage,
  memberSearchMatch,
  MEMBERS_FROM,
} from './member-admin-repository.ts';

/** The back office's one search box over members, newest first. */
export const searchMembers = (
  db: Database,
  query: { q: string; page: number; pageSize: number },
): Promise<Page<AdminMemberRow>> => {
  const where = memberSearchMatch(query.q);
  return pagedList(db, {
    from: MEMBERS_FROM,
    where,
    page: query,
    rows: async (page) =>
      (await findMemberPage(db, where, page)).map((r) => ({
        uuid: r.uuid,
        userName: r.user_name,
        name: r.name,
        phoneNumber: r.phone_number,
        status: accountStatusOf(r.status),
        locked: r.locked,
        createdAt: r.created_at,
      })),
  });
};

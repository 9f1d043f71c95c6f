import {
  adminMemberQuery,
  adminMemberRequest,
  adminMemberSearchQuery,
  adminMemberStatusRequest,
} from '@chokdee/domain';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../platform/staff-auth/index.ts';
import { ok } from '../../platform/reply.ts';
import type { AdminDeps } from '../../admin-deps.ts';
import { getMember } from './get-member.ts';
import { logOutMember } from './log-out-member.ts';
import { searchMembers } from './search-members.ts';
import { unlockMember } from './unlock-member.ts';
import { updateMemberStatus } from './update-member-status.ts';

const TAGS = ['admin: members'];

/** Member management in the back office (issue 4). */
export const adminMemberRoutes =
  (deps: AdminDeps): FastifyPluginCallbackZod =>
  (app, _options, done) => {
    app.get(
      '/api/admin/members.search',
      {
        config: { staff: 'members.view' },
        schema: {
          tags: TAGS,
          summary: 'Find members by username prefix, phone number, uuid or device visitorId',
          description:
            'Empty `q` lists every member, newest first. Answer: `{ items, total, page, pageSize }`.',
          querystring: adminMemberSearchQuery,
        },
      },
      async (request) => ok(await searchMembers(deps.db, request.query)),
    );

    app.get(
      '/api/admin/members.one',
      {
        config: { staff: 'members.view' },
        schema: {
          tags: TAGS,
          summary: 'A member: profile, status, lockout, sessions, devices and linked members',
          querystring: adminMemberQuery,
        },
      },
      async (request) => ok(await getMember(deps.db, request.query.uuid)),
    );

    app.post(
      '/api/admin/members.status.update',
      {
        config: { staff: 'members.status' },
        schema: {
          tags: TAGS,
          summary: "Change a member's account status (0/1/2/3/4/9)",
          description: "Applies to the member's next call; 9 (banned) also revokes every session. Audited.",
          body: adminMemberStatusRequest,
        },
      },
      async (request) => {
        const result = await updateMemberStatus(deps.db, actorOf(request), request.body);
        // Open live-balance sockets follow the new status now, not at their next heartbeat.
        await request.server.realtime.recheckMember(request.body.uuid);
        return ok(result);
      },
    );

    app.post(
      '/api/admin/members.unlock',
      {
        config: { staff: 'members.unlock' },
        schema: { tags: TAGS, summary: "Clear a member's login lockout. Audited.", body: adminMemberRequest },
      },
      async (request) => ok(await unlockMember(deps.db, actorOf(request), request.body.uuid)),
    );

    app.post(
      '/api/admin/members.logout',
      {
        config: { staff: 'members.logout' },
        schema: {
          tags: TAGS,
          summary: 'Revoke every session of a member (force logout). Audited.',
          body: adminMemberRequest,
        },
      },
      async (request) => {
        const result = await logOutMember(deps.db, actorOf(request), request.body.uuid);
        await request.server.realtime.recheckMember(result.uuid);
        return ok(result);
      },
    );
    done();
  };

import {
  adminMembersLogoutEndpoint,
  adminMembersOneEndpoint,
  adminMembersSearchEndpoint,
  adminMembersStatusUpdateEndpoint,
  adminMembersUnlockEndpoint,
} from '@chokdee/domain';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { AdminDeps } from '../../admin-deps.ts';
import { mountEndpoint } from '../../platform/mount-endpoint.ts';
import { actorOf } from '../../platform/staff-auth/index.ts';
import { getMember } from './get-member.ts';
import { logOutMember } from './log-out-member.ts';
import { searchMembers } from './search-members.ts';
import { unlockMember } from './unlock-member.ts';
import { updateMemberStatus } from './update-member-status.ts';

/** Member management in the back office (issue 4). */
export const adminMemberRoutes =
  (deps: AdminDeps): FastifyPluginCallbackZod =>
  (app, _options, done) => {
    const { db } = deps;

    mountEndpoint(app, adminMembersSearchEndpoint, (request) => searchMembers(db, request.query));

    mountEndpoint(app, adminMembersOneEndpoint, (request) => getMember(db, request.query.uuid));

    mountEndpoint(app, adminMembersStatusUpdateEndpoint, async (request) => {
      const result = await updateMemberStatus(db, actorOf(request), request.body);
      // Open live-balance sockets follow the new status now, not at their next heartbeat.
      await request.server.realtime.recheckMember(request.body.uuid);
      return result;
    });

    mountEndpoint(app, adminMembersUnlockEndpoint, (request) =>
      unlockMember(db, actorOf(request), request.body.uuid),
    );

    mountEndpoint(app, adminMembersLogoutEndpoint, async (request) => {
      const result = await logOutMember(db, actorOf(request), request.body.uuid);
      await request.server.realtime.recheckMember(result.uuid);
      return result;
    });
    done();
  };

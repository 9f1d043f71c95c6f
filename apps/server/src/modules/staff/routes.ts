import { staffCreateRequest, staffIdRequest, staffRoleUpdateRequest } from '@chokdee/domain';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../platform/staff-auth/index.ts';
import { ok } from '../../platform/reply.ts';
import type { AdminDeps } from '../../admin-deps.ts';
import { createStaff } from './create-staff.ts';
import { setStaffDisabled } from './disable-staff.ts';
import { listStaff } from './list-staff.ts';
import { resetStaffTotp } from './reset-staff-totp.ts';
import { unlockStaff } from './unlock-staff.ts';
import { updateStaffRole } from './update-staff-role.ts';

const TAGS = ['admin: staff'];
const manage = { config: { staff: 'staff.manage' as const } };

/** Staff management (Super Admin only). Every change is audited. */
export const staffManagementRoutes =
  (deps: AdminDeps): FastifyPluginCallbackZod =>
  (app, _options, done) => {
    app.get(
      '/api/admin/staff.list',
      { ...manage, schema: { tags: TAGS, summary: 'All staff accounts' } },
      async () => ok(await listStaff(deps.db)),
    );
    app.post(
      '/api/admin/staff.create',
      {
        ...manage,
        schema: {
          tags: TAGS,
          summary: 'Create a staff account (no TOTP yet: enrolled at first login)',
          body: staffCreateRequest,
        },
      },
      async (request, reply) => {
        const created = await createStaff(deps.db, request.body, actorOf(request));
        return reply
          .code(201)
          .send(ok({ id: Number(created.id), username: created.username, role: created.role }));
      },
    );
    app.post(
      '/api/admin/staff.role.update',
      {
        ...manage,
        schema: {
          tags: TAGS,
          summary: "Change a staff member's role (409 if no active Super Admin would remain)",
          body: staffRoleUpdateRequest,
        },
      },
      async (request) => ok(await updateStaffRole(deps.db, actorOf(request), request.body)),
    );
    app.post(
      '/api/admin/staff.unlock',
      { ...manage, schema: { tags: TAGS, summary: 'Clear a staff login lockout', body: staffIdRequest } },
      async (request) => ok(await unlockStaff(deps.db, actorOf(request), request.body.id)),
    );
    app.post(
      '/api/admin/staff.totp.reset',
      {
        ...manage,
        schema: {
          tags: TAGS,
          summary: 'Remove TOTP and recovery codes and end all sessions (lost phone)',
          body: staffIdRequest,
        },
      },
      async (request) => ok(await resetStaffTotp(deps.db, actorOf(request), request.body.id)),
    );
    app.post(
      '/api/admin/staff.disable',
      {
        ...manage,
        schema: {
          tags: TAGS,
          summary: 'Disable an account and end its sessions (not yourself, not the last Super Admin)',
          body: staffIdRequest,
        },
      },
      async (request) => ok(await setStaffDisabled(deps.db, actorOf(request), request.body.id, true)),
    );
    app.post(
      '/api/admin/staff.enable',
      { ...manage, schema: { tags: TAGS, summary: 'Re-enable a disabled account', body: staffIdRequest } },
      async (request) => ok(await setStaffDisabled(deps.db, actorOf(request), request.body.id, false)),
    );
    done();
  };

import {
  adminStaffCreateEndpoint,
  adminStaffDisableEndpoint,
  adminStaffEnableEndpoint,
  adminStaffListEndpoint,
  adminStaffRoleUpdateEndpoint,
  adminStaffTotpResetEndpoint,
  adminStaffUnlockEndpoint,
} from '@chokdee/domain';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { mountEndpoint } from '../../platform/mount-endpoint.ts';
import { actorOf } from '../../platform/staff-auth/index.ts';
import type { AdminDeps } from '../../admin-deps.ts';
import { createStaff } from './create-staff.ts';
import { setStaffDisabled } from './disable-staff.ts';
import { resetStaffTotp } from './reset-staff-totp.ts';
import { listStaffRows } from './staff-repository.ts';
import { unlockStaff } from './unlock-staff.ts';
import { updateStaffRole } from './update-staff-role.ts';

/** Staff management (Super Admin only). Every change is audited. */
export const staffManagementRoutes =
  ({ db }: AdminDeps): FastifyPluginCallbackZod =>
  (app, _options, done) => {
    mountEndpoint(app, adminStaffListEndpoint, () => listStaffRows(db));
    mountEndpoint(app, adminStaffCreateEndpoint, async (request) => {
      const created = await createStaff(db, request.body, actorOf(request));
      return { id: Number(created.id), username: created.username, role: created.role };
    });
    mountEndpoint(app, adminStaffRoleUpdateEndpoint, (request) =>
      updateStaffRole(db, actorOf(request), request.body),
    );
    mountEndpoint(app, adminStaffUnlockEndpoint, (request) =>
      unlockStaff(db, actorOf(request), request.body.id),
    );
    mountEndpoint(app, adminStaffTotpResetEndpoint, (request) =>
      resetStaffTotp(db, actorOf(request), request.body.id),
    );
    mountEndpoint(app, adminStaffDisableEndpoint, (request) =>
      setStaffDisabled(db, actorOf(request), request.body.id, true),
    );
    mountEndpoint(app, adminStaffEnableEndpoint, (request) =>
      setStaffDisabled(db, actorOf(request), request.body.id, false),
    );
    done();
  };

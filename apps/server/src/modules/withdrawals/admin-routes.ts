import {
  adminMemberBanksListEndpoint,
  adminWithdrawalsListEndpoint,
  adminWithdrawalsApproveEndpoint,
  adminWithdrawalsRejectEndpoint,
  adminMemberBanksVerifyEndpoint,
} from '@chokdee/domain';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { AdminDeps } from '../../admin-deps.ts';
import type { Config } from '../../config.ts';
import { mountEndpoint } from '../../platform/mount-endpoint.ts';
import { actorOf } from '../../platform/staff-auth/index.ts';
import { approveWithdrawal, rejectWithdrawal } from './decide-withdrawal.ts';
import { listWithdrawals } from './list-withdrawals.ts';
import { listMemberBanksAdmin, verifyMemberBank } from './member-banks-admin.ts';

export type AdminWithdrawalDeps = AdminDeps & { config: Pick<Config, 'withdraw'> };

/** The withdrawal queue and members' bank accounts (back office). */
export const adminWithdrawalRoutes =
  (deps: AdminWithdrawalDeps): FastifyPluginCallbackZod =>
  (app, _options, done) => {
    const twoPersonAboveSatang = deps.config.withdraw.twoPersonAboveSatang;

    mountEndpoint(app, adminWithdrawalsListEndpoint, (request) =>
      listWithdrawals(deps.db, request.query, twoPersonAboveSatang),
    );
    mountEndpoint(app, adminWithdrawalsApproveEndpoint, (request) =>
      approveWithdrawal(deps.db, actorOf(request), {
        ...request.body,
        staffId: request.staff.id,
        twoPersonAboveSatang,
      }),
    );
    mountEndpoint(app, adminWithdrawalsRejectEndpoint, (request) =>
      rejectWithdrawal(deps.db, actorOf(request), {
        ...request.body,
        staffId: request.staff.id,
        twoPersonAboveSatang,
      }),
    );
    mountEndpoint(app, adminMemberBanksListEndpoint, (request) =>
      listMemberBanksAdmin(deps.db, request.query),
    );
    mountEndpoint(app, adminMemberBanksVerifyEndpoint, (request) =>
      verifyMemberBank(deps.db, actorOf(request), { ...request.body, staffId: request.staff.id }),
    );

    done();
  };

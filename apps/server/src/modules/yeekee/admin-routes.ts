import { yingBonusSettingsSchema } from '@chokdee/domain';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../platform/staff-auth/index.ts';
import { ok } from '../../platform/reply.ts';
import type { AdminDeps } from '../../admin-deps.ts';
import { getYeekeeBonus, updateYeekeeBonus } from './yeekee-bonus.ts';

const TAGS = ['admin: lotto'];

/** The Yeekee shooter bonus setting (docs/yeekee.md), under the lotto staff permissions. */
export const adminYeekeeRoutes =
  (deps: AdminDeps): FastifyPluginCallbackZod =>
  (app, _options, done) => {
    app.get(
      '/api/admin/lotto.yeekee-bonus',
      {
        config: { staff: 'lotto.view' },
        schema: {
          tags: TAGS,
          summary:
            'Yeekee shooter bonuses (baht): 16th shot, last shot, minimum bet in the round (docs/yeekee.md)',
        },
      },
      async () => ok(await getYeekeeBonus(deps.db)),
    );

    app.post(
      '/api/admin/lotto.yeekee-bonus.update',
      {
        config: { staff: 'lotto.manage' },
        schema: {
          tags: TAGS,
          summary:
            'Replace the Yeekee shooter bonuses (applies to the draws after it; 0 = no bonus). Audited.',
          body: yingBonusSettingsSchema,
        },
      },
      async (request) => ok(await updateYeekeeBonus(deps.db, actorOf(request), request.body)),
    );
    done();
  };

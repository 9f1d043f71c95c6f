import { complianceEndpoints as endpoints } from '@chokdee/domain';
import { sql } from 'drizzle-orm';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { rowsOf, type Database } from '../../db/client.ts';
import { clearAuthCookies } from '../../platform/auth/index.ts';
import { appError } from '../../platform/errors.ts';
import { mountEndpoint } from '../../platform/mount-endpoint.ts';
import type { Config } from '../../config.ts';
import { activityOf } from './activity.ts';
import { withdrawWhileExcluded } from './excluded-withdrawal.ts';
import { readLimits, updateLimit } from './limits/member-limits.ts';
import { realityCheckOf } from './limits/reality-check.ts';
import { assertOldEnough } from './minimum-age.ts';
import { selfExclude } from './self-exclude.ts';

/** The member's own responsible-gambling calls (docs/compliance.md). */
export const complianceRoutes =
  (deps: {
    db: Database;
    config: Pick<Config, 'isProduction' | 'withdraw' | 'rateLimits'>;
  }): FastifyPluginCallbackZod =>
  (app, _options, done) => {
    const { db, config } = deps;

    mountEndpoint(
      app,
      endpoints.excludedWithdraw,
      async (request, reply) => {
        reply.code(201);
        return withdrawWhileExcluded(db, config.withdraw, request.body);
      },
      // As a login: the user name and PIN are what it checks.
      { rateLimit: { max: config.rateLimits.loginPerMin, timeWindow: '1 minute' } },
    );

    mountEndpoint(app, endpoints.birthDate, async (request) => {
      await assertOldEnough(db, request.body.birthDate);
      const updated = rowsOf(
        await db.execute(sql`
          update members set birth_date = ${request.body.birthDate}::date
          where id = ${request.member.id.toString()}::bigint and birth_date is null returning id`),
      );
      if (updated.length === 0) throw appError('BIRTH_DATE_SET');
      // Every node's cached sessions of the member learn that money areas are open now.
      await request.server.realtime.recheckMember(request.member.uuid);
      return {};
    });

    mountEndpoint(app, endpoints.activity, async (request) => ({
      months: await activityOf(db, request.member.id),
    }));

    mountEndpoint(app, endpoints.limits, async (request) => readLimits(db, request.member.id));

    mountEndpoint(app, endpoints.updateLimit, async (request) => {
      const { body } = request;
      await updateLimit(db, request.member.id, {
        kind: body.kind,
        period: body.kind === 'session' ? 'session' : body.period,
        value: body.value === null ? null : BigInt(body.value),
      });
      return readLimits(db, request.member.id);
    });

    mountEndpoint(app, endpoints.realityCheck, async (request) =>
      realityCheckOf(db, request.member.id, request.member.sid),
    );

    mountEndpoint(app, endpoints.selfExclude, async (request, reply) => {
      const answer = await selfExclude(db, request.member.id, request.body);
      clearAuthCookies(reply, config);
      // Every tab's socket closes at once (4401); cached sessions are forgotten on every node.
      await request.server.realtime.recheckMember(request.member.uuid);
      return answer;
    });

    done();
  };

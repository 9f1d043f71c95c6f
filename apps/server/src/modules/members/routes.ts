import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountRoutes } from './account-routes.ts';
import type { MemberDeps } from './member-deps.ts';
import { profileRoutes } from './profile-routes.ts';

export type { MemberDeps } from './member-deps.ts';

/** All member routes of this folder (LINE login and forgot-PIN register their own). */
export const memberRoutes =
  (deps: MemberDeps): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(accountRoutes(deps));
    await app.register(profileRoutes(deps));
  };

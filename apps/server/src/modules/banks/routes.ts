import {
  banksEndpoint,
  THAI_BANKS,
  usersBanksCreateEndpoint,
  usersBanksEndpoint,
  usersFirstStepsEndpoint,
} from '@chokdee/domain';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { mountEndpoint } from '../../platform/mount-endpoint.ts';
import { firstStepsOf } from './first-steps.ts';
import { addMemberBank, listMemberBanks } from './member-banks.ts';

/**
 * Thai banks (public) and the member's own bank accounts (credit area: status 2 gets 403); the new
 * member's checklist (add a bank, first deposit, first slip), which starts here.
 */
export const bankRoutes =
  (deps: { db: Database }): FastifyPluginCallbackZod =>
  (app, _options, done) => {
    const { db } = deps;

    mountEndpoint(app, banksEndpoint, () =>
      Promise.resolve(
        THAI_BANKS.map((bank) => ({ ...bank, accountNumberLengths: [...bank.accountNumberLengths] })),
      ),
    );
    mountEndpoint(app, usersBanksEndpoint, (request) => listMemberBanks(db, request.member.id));
    mountEndpoint(app, usersFirstStepsEndpoint, (request) => firstStepsOf(db, request.member.id));
    mountEndpoint(app, usersBanksCreateEndpoint, (request) =>
      addMemberBank(db, request.member.id, request.body),
    );

    done();
  };

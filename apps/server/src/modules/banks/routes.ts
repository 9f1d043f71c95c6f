import { banksEndpoint, THAI_BANKS, usersBanksCreateEndpoint, usersBanksEndpoint } from '@chokdee/domain';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { mountEndpoint } from '../../platform/mount-endpoint.ts';
import { addMemberBank, listMemberBanks } from './member-banks.ts';

/** Thai banks (public) and the member's own bank accounts (credit area: status 2 gets 403). */
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
    mountEndpoint(app, usersBanksCreateEndpoint, (request) =>
      addMemberBank(db, request.member.id, request.body),
    );

    done();
  };

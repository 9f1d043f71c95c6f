import { addBankRequest, memberBankAnswer, THAI_BANKS, thaiBankAnswer } from '@chokdee/domain';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { addMemberBank, listMemberBanks } from './member-banks.ts';

const tags = ['banks'];
const bearer = [{ bearer: [] }];
const dataOf = <T extends z.ZodType>(schema: T) => z.object({ data: schema });

/** Thai banks (public) and the member's own bank accounts (credit area: status 2 gets 403). */
export const bankRoutes =
  (deps: { db: Database }): FastifyPluginCallbackZod =>
  (app, _options, done) => {
    const { db } = deps;

    app.get(
      '/api/banks',
      {
        schema: {
          tags,
          summary: 'Thai banks: code, Thai and English names, account number length(s)',
          response: { 200: dataOf(z.array(thaiBankAnswer)) },
        },
      },
      () =>
        Promise.resolve({
          data: THAI_BANKS.map((bank) => ({ ...bank, accountNumberLengths: [...bank.accountNumberLengths] })),
        }),
    );

    app.get(
      '/api/users-banks',
      {
        config: { member: 'credit' },
        schema: {
          tags,
          security: bearer,
          summary: "The member's bank accounts, oldest first",
          response: { 200: dataOf(z.array(memberBankAnswer)) },
        },
      },
      async (request) => ({ data: await listMemberBanks(db, request.member.id) }),
    );

    app.post(
      '/api/users-banks.create',
      {
        config: { member: 'credit' },
        schema: {
          tags,
          security: bearer,
          summary:
            'Add a bank account (holder name = profile name, unverified); the first becomes the withdrawal account',
          description:
            "Digits only (spaces and dashes dropped), the bank's length. At most 3 accounts. A number another member holds: 409. No profile name: 400. Answers all the member's accounts.",
          body: addBankRequest,
          response: { 201: dataOf(z.array(memberBankAnswer)) },
        },
      },
      async (request, reply) => {
        reply.code(201);
        return { data: await addMemberBank(db, request.member.id, request.body) };
      },
    );

    done();
  };

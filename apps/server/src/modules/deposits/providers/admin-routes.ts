import {
  adminCryptoCreditRequest,
  adminCryptoTransfer,
  adminTransferDismissRequest,
  adminTruemoneyCreditRequest,
  adminTruemoneyTransfer,
  adminCryptoAddressesAnswer,
  adminCryptoAddressesRequest,
  adminCryptoSettingsRequest,
  adminCryptoTransfersQuery,
  adminCryptoTransfersResult,
  adminProviderSettings,
  adminTruemoneySettingsRequest,
  adminTruemoneyTransfersQuery,
  adminTruemoneyTransfersResult,
} from '@chokdee/domain';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../../platform/staff-auth/index.ts';
import { ok } from '../../../platform/reply.ts';
import type { AdminDeps } from '../../../admin-deps.ts';
import { creditCryptoTransfer } from './credit-crypto-transfer.ts';
import { creditTruemoneyTransfer } from './credit-truemoney-transfer.ts';
import { dismissCryptoTransfer, dismissTruemoneyTransfer } from './dismiss-provider-transfer.ts';
import {
  addCryptoAddresses,
  readProviderSettingsAdmin,
  updateCryptoSettings,
  updateTruemoneySettings,
} from './provider-settings-admin.ts';
import { listCryptoTransfers, listTruemoneyTransfers } from './provider-transfers-admin.ts';

const TAGS = ['admin: deposits'];
const dataOf = <T extends z.ZodType>(schema: T) => z.object({ data: schema });

/** TrueMoney and crypto settings, the deposit address pool, and the transfers the hooks saw. */
export const adminDepositProviderRoutes =
  (deps: AdminDeps): FastifyPluginCallbackZod =>
  (app, _options, done) => {
    const { db } = deps;

    app.get(
      '/api/admin/deposits.providers',
      {
        config: { staff: 'deposits.view' },
        schema: {
          tags: TAGS,
          summary:
            'TrueMoney wallet number, crypto rate/lifetime/networks with confirmations, free pool addresses per network',
          response: { 200: dataOf(adminProviderSettings) },
        },
      },
      async () => ok(await readProviderSettingsAdmin(db)),
    );

    app.post(
      '/api/admin/deposits.truemoney.update',
      {
        config: { staff: 'deposits.providers' },
        schema: {
          tags: TAGS,
          summary: 'Set the site TrueMoney wallet number (empty or null: TrueMoney deposits off). Audited.',
          body: adminTruemoneySettingsRequest,
          response: { 200: dataOf(adminProviderSettings) },
        },
      },
      async (request) => ok(await updateTruemoneySettings(db, actorOf(request), request.body)),
    );

    app.post(
      '/api/admin/deposits.crypto.update',
      {
        config: { staff: 'deposits.providers' },
        schema: {
          tags: TAGS,
          summary:
            'Set the baht/USDT rate (new requests only; each request keeps its rate), request lifetime and networks with confirmations (none: crypto off). Audited.',
          body: adminCryptoSettingsRequest,
          response: { 200: dataOf(adminProviderSettings) },
        },
      },
      async (request) => ok(await updateCryptoSettings(db, actorOf(request), request.body)),
    );

    app.post(
      '/api/admin/deposits.crypto.addresses.add',
      {
        config: { staff: 'deposits.providers' },
        schema: {
          tags: TAGS,
          summary:
            'Load deposit addresses of one network into the pool (format checked per network; ones already there are skipped). Audited.',
          body: adminCryptoAddressesRequest,
          response: { 200: dataOf(adminCryptoAddressesAnswer) },
        },
      },
      async (request) => ok(await addCryptoAddresses(db, actorOf(request), request.body)),
    );

    app.get(
      '/api/admin/deposits.crypto.transfers',
      {
        config: { staff: 'deposits.view' },
        schema: {
          tags: TAGS,
          summary:
            'USDT transfers seen by the crypto hook, newest first (status, network, first seen from/to), with member and credit',
          querystring: adminCryptoTransfersQuery,
          response: { 200: dataOf(adminCryptoTransfersResult) },
        },
      },
      async (request) => ok(await listCryptoTransfers(db, request.query)),
    );

    app.get(
      '/api/admin/deposits.truemoney.transfers',
      {
        config: { staff: 'deposits.view' },
        schema: {
          tags: TAGS,
          summary:
            'Transfers into the site TrueMoney wallet, newest first (status, received from/to), with the sender member, count and sum',
          querystring: adminTruemoneyTransfersQuery,
          response: { 200: dataOf(adminTruemoneyTransfersResult) },
        },
      },
      async (request) => ok(await listTruemoneyTransfers(db, request.query)),
    );

    app.post(
      '/api/admin/deposits.truemoney.transfers.credit',
      {
        config: { staff: 'deposits.decide' },
        schema: {
          tags: TAGS,
          summary:
            'Credit an UNMATCHED TrueMoney transfer to the member it names (or memberUuid): their open TrueMoney request, else a new one, gets what arrived. Audited.',
          description: 'Not UNMATCHED: 409. Unknown sender and no memberUuid: 400.',
          body: adminTruemoneyCreditRequest,
          response: { 200: dataOf(adminTruemoneyTransfer) },
        },
      },
      async (request) =>
        ok(
          await creditTruemoneyTransfer(db, actorOf(request), { ...request.body, staffId: request.staff.id }),
        ),
    );

    app.post(
      '/api/admin/deposits.truemoney.transfers.dismiss',
      {
        config: { staff: 'deposits.decide' },
        schema: {
          tags: TAGS,
          summary: 'Dismiss an UNMATCHED TrueMoney transfer with a note (nothing credited). Audited.',
          body: adminTransferDismissRequest,
          response: { 200: dataOf(adminTruemoneyTransfer) },
        },
      },
      async (request) =>
        ok(
          await dismissTruemoneyTransfer(db, actorOf(request), {
            ...request.body,
            staffId: request.staff.id,
          }),
        ),
    );

    app.post(
      '/api/admin/deposits.crypto.transfers.credit',
      {
        config: { staff: 'deposits.decide' },
        schema: {
          tags: TAGS,
          summary:
            'Credit an UNMATCHED USDT transfer to the address owner: their open request on the network (valued at its rate) or a new one at the rate in force. Audited.',
          description:
            'Not UNMATCHED, no owner, no rate, or the open request waits on another transfer: 409.',
          body: adminCryptoCreditRequest,
          response: { 200: dataOf(adminCryptoTransfer) },
        },
      },
      async (request) =>
        ok(await creditCryptoTransfer(db, actorOf(request), { ...request.body, staffId: request.staff.id })),
    );

    app.post(
      '/api/admin/deposits.crypto.transfers.dismiss',
      {
        config: { staff: 'deposits.decide' },
        schema: {
          tags: TAGS,
          summary: 'Dismiss an UNMATCHED USDT transfer with a note (nothing credited). Audited.',
          body: adminTransferDismissRequest,
          response: { 200: dataOf(adminCryptoTransfer) },
        },
      },
      async (request) =>
        ok(await dismissCryptoTransfer(db, actorOf(request), { ...request.body, staffId: request.staff.id })),
    );

    done();
  };

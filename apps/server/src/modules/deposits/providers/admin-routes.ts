import {
  adminDepositsCryptoAddressesAddEndpoint,
  adminDepositsCryptoTransfersCreditEndpoint,
  adminDepositsCryptoTransfersDismissEndpoint,
  adminDepositsCryptoTransfersEndpoint,
  adminDepositsCryptoUpdateEndpoint,
  adminDepositsProvidersEndpoint,
  adminDepositsTruemoneyTransfersCreditEndpoint,
  adminDepositsTruemoneyTransfersDismissEndpoint,
  adminDepositsTruemoneyTransfersEndpoint,
  adminDepositsTruemoneyUpdateEndpoint,
} from '@chokdee/domain';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../../platform/staff-auth/index.ts';
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
import { mountEndpoint } from '../../../platform/mount-endpoint.ts';

/** TrueMoney and crypto settings, the deposit address pool, and the transfers the hooks saw. */
export const adminDepositProviderRoutes =
  (deps: AdminDeps): FastifyPluginCallbackZod =>
  (app, _options, done) => {
    const { db } = deps;

    mountEndpoint(app, adminDepositsProvidersEndpoint, () => readProviderSettingsAdmin(db));

    mountEndpoint(app, adminDepositsTruemoneyUpdateEndpoint, (request) =>
      updateTruemoneySettings(db, actorOf(request), request.body),
    );

    mountEndpoint(app, adminDepositsCryptoUpdateEndpoint, (request) =>
      updateCryptoSettings(db, actorOf(request), request.body),
    );

    mountEndpoint(app, adminDepositsCryptoAddressesAddEndpoint, (request) =>
      addCryptoAddresses(db, actorOf(request), request.body),
    );

    mountEndpoint(app, adminDepositsCryptoTransfersEndpoint, (request) =>
      listCryptoTransfers(db, request.query),
    );

    mountEndpoint(app, adminDepositsTruemoneyTransfersEndpoint, (request) =>
      listTruemoneyTransfers(db, request.query),
    );

    mountEndpoint(
      app,
      adminDepositsTruemoneyTransfersCreditEndpoint,
      async (request) =>
        await creditTruemoneyTransfer(db, actorOf(request), { ...request.body, staffId: request.staff.id }),
    );

    mountEndpoint(
      app,
      adminDepositsTruemoneyTransfersDismissEndpoint,
      async (request) =>
        await dismissTruemoneyTransfer(db, actorOf(request), {
          ...request.body,
          staffId: request.staff.id,
        }),
    );

    mountEndpoint(app, adminDepositsCryptoTransfersCreditEndpoint, (request) =>
      creditCryptoTransfer(db, actorOf(request), { ...request.body, staffId: request.staff.id }),
    );

    mountEndpoint(app, adminDepositsCryptoTransfersDismissEndpoint, (request) =>
      dismissCryptoTransfer(db, actorOf(request), { ...request.body, staffId: request.staff.id }),
    );

    done();
  };

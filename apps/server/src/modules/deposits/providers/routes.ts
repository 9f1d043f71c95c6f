import {
  depositsCryptoAllEndpoint,
  depositsCryptoEndpoint,
  depositsProvidersEndpoint,
  depositsTruemoneyEndpoint,
  depositsTruemoneyOpenEndpoint,
  trueWalletHistoryEndpoint,
} from '@chokdee/domain';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { DepositConfig } from '../../../config/money-config.ts';
import type { Database } from '../../../db/client.ts';
import { createCryptoDeposit } from '../crypto/create-crypto-deposit.ts';
import { listMemberCryptoDeposits } from '../crypto/member-crypto-deposits.ts';
import { createTruemoneyDeposit, findOpenTruemoneyDeposit } from '../truemoney/create-truemoney-deposit.ts';
import { trueWalletHistory } from '../truemoney/truemoney-transfers.ts';
import { readCryptoSettings, readTruemoneySettings } from './provider-settings.ts';
import { mountEndpoint } from '../../../platform/mount-endpoint.ts';

/** Member TrueMoney and crypto deposits (credit area: status 2 gets 403). docs/deposits.md. */
export const providerDepositRoutes =
  (deps: { db: Database; deposit: DepositConfig }): FastifyPluginCallbackZod =>
  (app, _options, done) => {
    const { db, deposit } = deps;

    mountEndpoint(app, depositsProvidersEndpoint, async () => {
      const [truemoney, crypto] = await Promise.all([readTruemoneySettings(db), readCryptoSettings(db)]);
      return {
        truemoney: truemoney.walletPhone ? { walletPhone: truemoney.walletPhone } : null,
        crypto:
          crypto.rateSatang !== null && crypto.networks.length > 0
            ? { rate: crypto.rateSatang, networks: crypto.networks }
            : null,
      };
    });

    mountEndpoint(app, depositsTruemoneyEndpoint, (request) =>
      createTruemoneyDeposit(db, deposit, {
        memberId: request.member.id,
        amount: request.body.amount,
      }),
    );

    mountEndpoint(app, depositsTruemoneyOpenEndpoint, (request) =>
      findOpenTruemoneyDeposit(db, request.member.id),
    );

    mountEndpoint(app, trueWalletHistoryEndpoint, (request) => trueWalletHistory(db, request.member.id));

    mountEndpoint(app, depositsCryptoEndpoint, (request) =>
      createCryptoDeposit(db, deposit, {
        memberId: request.member.id,
        amount: request.body.amount,
        network: request.body.network,
      }),
    );

    mountEndpoint(app, depositsCryptoAllEndpoint, (request) =>
      listMemberCryptoDeposits(db, request.member.id),
    );

    done();
  };

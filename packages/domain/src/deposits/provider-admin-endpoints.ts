import { endpoint } from '../contract/endpoint.ts';
import { staffActions } from '../contract/staff-actions.ts';
import {
  adminCryptoAddressesAnswer,
  adminCryptoAddressesRequest,
  adminCryptoSettingsRequest,
  adminProviderSettings,
  adminTruemoneySettingsRequest,
} from './provider-settings-schemas.ts';
import {
  adminCryptoCreditRequest,
  adminCryptoTransfer,
  adminCryptoTransfersQuery,
  adminCryptoTransfersResult,
  adminTransferDismissRequest,
  adminTruemoneyCreditRequest,
  adminTruemoneyTransfer,
  adminTruemoneyTransfersQuery,
  adminTruemoneyTransfersResult,
} from './provider-transfer-admin-schemas.ts';

const tags = ['admin: deposits'];

export const adminDepositsProvidersEndpoint = endpoint({
  method: 'GET',
  path: '/api/admin/deposits.providers',
  auth: { staff: 'deposits.view' },
  response: adminProviderSettings,
  summary:
    'TrueMoney wallet number, crypto rate/lifetime/networks with confirmations, free pool addresses per network',
  tags,
});

const settingsActions = staffActions(
  { path: '/api/admin/deposits', access: 'deposits.providers', row: adminProviderSettings, tags },
  {
    'truemoney.update': {
      body: adminTruemoneySettingsRequest,
      summary: 'Set the site TrueMoney wallet number (empty or null: TrueMoney deposits off). Audited.',
    },
    'crypto.update': {
      body: adminCryptoSettingsRequest,
      summary:
        'Set the baht/USDT rate (new requests only; each request keeps its rate), request lifetime and networks with confirmations (none: crypto off). Audited.',
    },
  },
);
export const adminDepositsTruemoneyUpdateEndpoint = settingsActions['truemoney.update'];
export const adminDepositsCryptoUpdateEndpoint = settingsActions['crypto.update'];

export const adminDepositsCryptoAddressesAddEndpoint = endpoint({
  method: 'POST',
  path: '/api/admin/deposits.crypto.addresses.add',
  auth: { staff: 'deposits.providers' },
  body: adminCryptoAddressesRequest,
  response: adminCryptoAddressesAnswer,
  summary:
    'Load deposit addresses of one network into the pool (format checked per network; ones already there are skipped). Audited.',
  tags,
});

export const adminDepositsCryptoTransfersEndpoint = endpoint({
  method: 'GET',
  path: '/api/admin/deposits.crypto.transfers',
  auth: { staff: 'deposits.view' },
  query: adminCryptoTransfersQuery,
  response: adminCryptoTransfersResult,
  summary:
    'USDT transfers seen by the crypto hook, newest first (status, network, first seen from/to), with member and credit',
  tags,
});

export const adminDepositsTruemoneyTransfersEndpoint = endpoint({
  method: 'GET',
  path: '/api/admin/deposits.truemoney.transfers',
  auth: { staff: 'deposits.view' },
  query: adminTruemoneyTransfersQuery,
  response: adminTruemoneyTransfersResult,
  summary:
    'Transfers into the site TrueMoney wallet, newest first (status, received from/to), with the sender member, count and sum',
  tags,
});

const truemoneyDecisions = staffActions(
  {
    path: '/api/admin/deposits.truemoney.transfers',
    access: 'deposits.decide',
    row: adminTruemoneyTransfer,
    tags,
  },
  {
    credit: {
      body: adminTruemoneyCreditRequest,
      summary:
        'Credit an UNMATCHED TrueMoney transfer to the member it names (or memberUuid): their open TrueMoney request, else a new one, gets what arrived. Audited.',
      description: 'Not UNMATCHED: 409. Unknown sender and no memberUuid: 400.',
    },
    dismiss: {
      body: adminTransferDismissRequest,
      summary: 'Dismiss an UNMATCHED TrueMoney transfer with a note (nothing credited). Audited.',
    },
  },
);
export const adminDepositsTruemoneyTransfersCreditEndpoint = truemoneyDecisions.credit;
export const adminDepositsTruemoneyTransfersDismissEndpoint = truemoneyDecisions.dismiss;

const cryptoDecisions = staffActions(
  { path: '/api/admin/deposits.crypto.transfers', access: 'deposits.decide', row: adminCryptoTransfer, tags },
  {
    credit: {
      body: adminCryptoCreditRequest,
      summary:
        'Credit an UNMATCHED USDT transfer to the address owner: their open request on the network (valued at its rate) or a new one at the rate in force. Audited.',
      description: 'Not UNMATCHED, no owner, no rate, or the open request waits on another transfer: 409.',
    },
    dismiss: {
      body: adminTransferDismissRequest,
      summary: 'Dismiss an UNMATCHED USDT transfer with a note (nothing credited). Audited.',
    },
  },
);
export const adminDepositsCryptoTransfersCreditEndpoint = cryptoDecisions.credit;
export const adminDepositsCryptoTransfersDismissEndpoint = cryptoDecisions.dismiss;

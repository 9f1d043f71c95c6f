import {
  adminWalletAdjustEndpoint,
  adminWalletMoveEndpoint,
  adminWalletLedgerEndpoint,
  adminWalletReconciliationEndpoint,
  type EndpointInput,
} from '@chokdee/domain';
import type { TFunction } from 'i18next';
import { isApiError } from '../../../lib/api-client.ts';
import { callApi } from '../../../lib/call-api.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { ADMIN_NS, translateAdminError } from '../../../lib/admin/i18n.ts';
import { ADMIN_KEY } from '../../../lib/admin/session.ts';
import type { AdjustBody, MoveBody } from './money.ts';
import { isOutcomeUnknown } from '../../../lib/idempotency.ts';

/** Every wallet query of a member starts with this key (balances + ledger pages). */
export const walletKey = (uuid: string) => [ADMIN_KEY, 'wallet', uuid] as const;
export const RECON_KEY = [ADMIN_KEY, 'wallet-reconciliation'] as const;

export const fetchLedger = (query: EndpointInput<typeof adminWalletLedgerEndpoint>, signal?: AbortSignal) =>
  callApi(adminWalletLedgerEndpoint, query, { signal });

export const fetchReconciliation = (day: string, signal?: AbortSignal) =>
  callApi(adminWalletReconciliationEndpoint, { day: day || undefined }, { signal });

export const postAdjust = (body: AdjustBody, key: string) =>
  callApi(adminWalletAdjustEndpoint, body, { idempotencyKey: key });

export const postMove = (body: MoveBody, key: string) =>
  callApi(adminWalletMoveEndpoint, body, { idempotencyKey: key });

/** After money moved: balances and ledgers of the members involved, and the report. */
export async function refreshWallets(...uuids: string[]): Promise<void> {
  await Promise.all([
    ...uuids.map((uuid) => queryClient.invalidateQueries({ queryKey: walletKey(uuid) })),
    queryClient.invalidateQueries({ queryKey: RECON_KEY }),
  ]);
}

/** A failed adjust/move as one message for the form (Thai or English). */
export function walletFailureMessage(t: TFunction, error: unknown): string {
  const tt = (key: string, options?: Record<string, unknown>) => t(key, { ns: ADMIN_NS, ...options });
  if (isOutcomeUnknown(error)) return tt('wallet.outcomeUnknown');
  if (!isApiError(error)) return tt('messages.default');
  if (error.code === 'INSUFFICIENT_BALANCE') return tt('wallet.insufficient');
  if (error.code === 'IDEMPOTENCY_MISMATCH') return tt('wallet.idempotencyMismatch');
  if (error.code === 'SUPER_ADMIN_REQUIRED') return tt('wallet.needSuperAdmin', error.params);
  if (error.status === 404) return tt('wallet.memberNotFound');
  return translateAdminError(t, error);
}

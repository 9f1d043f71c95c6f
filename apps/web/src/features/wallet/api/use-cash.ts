import { cashsEndpoint } from '@chokdee/domain';
import { callApi } from '../../../lib/call-api.ts';
import { startBalanceRead } from '../../../lib/balance.ts';

/** `GET /api/cashs`: available cash (balance − held), baht. */
export const fetchCash = async (): Promise<number> => {
  const data: { money?: unknown } | undefined = await callApi(cashsEndpoint);
  if (typeof data?.money !== 'number') throw new Error('cashs: no money in the answer');
  return data.money;
};

/**
 * Re-reads the balance into the header's store (lib/balance.ts: a live frame that comes meanwhile
 * wins). Resolves false when it could not (offline, 403 for a credit-suspended member): the header
 * keeps what it showed.
 */
export const refreshBalance = async (): Promise<boolean> => {
  const show = startBalanceRead();
  try {
    show(await fetchCash());
    return true;
  } catch {
    return false;
  }
};

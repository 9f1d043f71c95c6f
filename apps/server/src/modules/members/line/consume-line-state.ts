import type { LineAffiliate } from '@chokdee/domain';
import type { Database } from '../../../db/client.ts';
import { appError, type AppError } from '../../../platform/errors.ts';
import { consumeStateRow } from './line-states-repository.ts';

export interface LineState {
  state: string;
  nonce: string;
  codeVerifier: string;
  redirectUri: string;
  affiliate: LineAffiliate;
}

export const invalidLineState = (): AppError => appError('LINE_STATE_INVALID');

/**
 * Marks the state used and returns it, in one conditional UPDATE: of two requests replaying one
 * state, exactly one gets the row. Unknown, expired or used states are all the same 400.
 */
export const consumeLineState = async (db: Database, state: string): Promise<LineState> => {
  const row = await consumeStateRow(db, state);
  if (!row) throw invalidLineState();
  return {
    state,
    nonce: row.nonce,
    codeVerifier: row.code_verifier,
    redirectUri: row.redirect_uri,
    affiliate: row.payload ?? {},
  };
};

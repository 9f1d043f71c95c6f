import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../../../db/client.ts';
import { appError, type AppError } from '../../../platform/errors.ts';
import type { LineAffiliate } from '@chokdee/domain';

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
  const [row] = rowsOf<{
    nonce: string;
    code_verifier: string;
    redirect_uri: string;
    payload: LineAffiliate | null;
  }>(
    await db.execute(sql`
      update oauth_states set used_at = now()
      where state = ${state} and used_at is null and expires_at > now()
      returning nonce, code_verifier, redirect_uri, payload`),
  );
  if (!row) throw invalidLineState();
  return {
    state,
    nonce: row.nonce,
    codeVerifier: row.code_verifier,
    redirectUri: row.redirect_uri,
    affiliate: row.payload ?? {},
  };
};

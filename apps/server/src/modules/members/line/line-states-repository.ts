import type { LineAffiliate } from '@chokdee/domain';
import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../../../db/client.ts';
import { oauthStates } from '../../../db/schema/index.ts';

/** The LINE Login round trips under way (oauth_states): stored at the start, used once at the end. */

export interface NewLineState {
  state: string;
  nonce: string;
  codeVerifier: string;
  redirectUri: string;
  affiliate: LineAffiliate;
}

/** Stores a state for 10 minutes, measured on the database clock that consumeStateRow compares against. */
export const insertLineState = async (db: Database, state: NewLineState): Promise<void> => {
  await db.insert(oauthStates).values({
    state: state.state,
    nonce: state.nonce,
    codeVerifier: state.codeVerifier,
    redirectUri: state.redirectUri,
    payload: state.affiliate,
    expiresAt: sql`now() + interval '10 minutes'`,
  });
};

/** States that can no longer be used are kept a day for support, then dropped. */
export const purgeOldLineStates = async (db: Database): Promise<void> => {
  await db.delete(oauthStates).where(sql`${oauthStates.expiresAt} < now() - interval '1 day'`);
};

export interface LineStateRow {
  nonce: string;
  code_verifier: string;
  redirect_uri: string;
  payload: LineAffiliate | null;
}

/** Marks a live, unused state used in one conditional UPDATE: of two replays exactly one gets the row. */
export const consumeStateRow = async (db: Database, state: string): Promise<LineStateRow | undefined> => {
  const [row] = rowsOf<LineStateRow>(
    await db.execute(sql`
      update oauth_states set used_at = now()
      where state = ${state} and used_at is null and expires_at > now()
      returning nonce, code_verifier, redirect_uri, payload`),
  );
  return row;
};

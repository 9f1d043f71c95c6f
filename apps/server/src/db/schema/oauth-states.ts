import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAtColumn } from './columns.ts';

/** A pending OpenID Connect authorization (LINE Login): state, nonce and PKCE verifier, single use. */
export const oauthStates = pgTable('oauth_states', {
  state: text('state').primaryKey(),
  codeVerifier: text('code_verifier').notNull(),
  nonce: text('nonce').notNull(),
  redirectUri: text('redirect_uri').notNull(),
  payload: jsonb('payload'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAtColumn(),
});

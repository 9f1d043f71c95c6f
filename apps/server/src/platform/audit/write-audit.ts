import type { Database } from '../../db/client.ts';
import { auditLog } from '../../db/schema/index.ts';

/** Who made a change: the signed-in staff member (null for the CLI) and their address. */
export interface AuditActor {
  staffId: bigint | null;
  ip: string | null;
}

export interface AuditEntry {
  /** Dotted verb, e.g. `member.status.update`, `staff.create`, `site.maintenance.update`. */
  action: string;
  targetType:
    | 'member'
    | 'staff'
    | 'site_domain'
    | 'agent'
    | 'site_setting'
    | 'deposit_bank'
    | 'bank_statement_line'
    | 'truemoney_transfer'
    | 'crypto_transfer'
    | 'lotto_family'
    | 'lotto_round'
    | 'game_provider'
    | 'game'
    | 'game_highlights'
    | 'affiliate_plan'
    | 'affiliate_day'
    | 'loyalty_settings'
    | 'achievement'
    | 'promotion'
    | 'content'
    | 'broadcast'
    | 'chat_conversation'
    | 'chat_canned_reply';
  targetId: string | null;
  before: unknown;
  after: unknown;
}

// jsonb cannot hold a bigint or a Date as such; audit rows keep them as text.
const toJson = (value: unknown): unknown =>
  value === undefined
    ? null
    : JSON.parse(JSON.stringify(value, (_key, v: unknown) => (typeof v === 'bigint' ? v.toString() : v)));

/**
 * Runs `change` and writes its audit row in ONE transaction: the row exists exactly when the
 * change committed. The only writer of audit_log; the table refuses UPDATE/DELETE by trigger.
 * `change` returns its result and the entry (it knows the before/after it read under lock).
 */
export const withAudit = async <T>(
  db: Database,
  actor: AuditActor,
  change: (tx: Database) => Promise<{ result: T; audit: AuditEntry }>,
): Promise<T> =>
  db.transaction(async (tx) => {
    // A PgTransaction is a PgDatabase, so use cases take the one Database type.
    const { result, audit } = await change(tx);
    await tx.insert(auditLog).values({
      staffId: actor.staffId,
      action: audit.action,
      targetType: audit.targetType,
      targetId: audit.targetId,
      before: toJson(audit.before),
      after: toJson(audit.after),
      ip: actor.ip,
    });
    return result;
  });

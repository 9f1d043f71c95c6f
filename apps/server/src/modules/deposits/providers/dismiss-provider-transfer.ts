import type { Database } from '../../../db/client.ts';
import { withAudit, type AuditActor } from '../../../platform/audit/index.ts';
import { markTransferDismissed, type TransferKind } from './provider-transfers-repository.ts';
import { lockUnmatched, oneCrypto, oneTruemoney } from './unmatched-transfer.ts';

/** Dismisses an UNMATCHED transfer (not a member's money to credit) with a note. Audited. */
const dismissTransfer = <T>(
  db: Database,
  actor: AuditActor,
  kind: TransferKind,
  input: { id: string; note: string; staffId: bigint },
  read: (tx: Database, id: string) => Promise<T>,
): Promise<T> =>
  withAudit(db, actor, async (tx) => {
    const transfer = await lockUnmatched(tx, kind, input.id);
    await markTransferDismissed(tx, kind, { ...input, id: transfer.id });
    return {
      result: await read(tx, transfer.id),
      audit: {
        action: `deposit.${kind}.dismiss`,
        targetType: kind === 'truemoney' ? 'truemoney_transfer' : 'crypto_transfer',
        targetId: transfer.id,
        before: { status: 'UNMATCHED', reference: transfer.reference, amount: transfer.amount },
        after: { status: 'DISMISSED', note: input.note },
      },
    };
  });

export const dismissTruemoneyTransfer = (
  db: Database,
  actor: AuditActor,
  input: { id: string; note: string; staffId: bigint },
) => dismissTransfer(db, actor, 'truemoney', input, oneTruemoney);

export const dismissCryptoTransfer = (
  db: Database,
  actor: AuditActor,
  input: { id: string; note: string; staffId: bigint },
) => dismissTransfer(db, actor, 'crypto', input, oneCrypto);

import { satang, type PointFamily, type Satang } from '@chokdee/domain';
import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../../db/client.ts';
import { withAudit, type AuditActor } from '../../platform/audit/index.ts';

export interface LoyaltySettings {
  rates: { family: PointFamily; rateBp: number }[];
  redeemBp: number;
  minPoints: Satang;
}

/** The points rates per family and the redemption row (the migration writes both). */
export const readLoyaltySettings = async (db: Database): Promise<LoyaltySettings> => {
  const rates = rowsOf<{ family: PointFamily; rate_bp: number }>(
    await db.execute(sql`select family, rate_bp from loyalty_rates order by family`),
  );
  const [row] = rowsOf<{ redeem_bp: number; min_points: string }>(
    await db.execute(sql`select redeem_bp, min_points::text from loyalty_settings where id = 1`),
  );
  if (!row) throw new Error('loyalty_settings has no row 1 (migration 0022)');
  return {
    rates: rates.map((r) => ({ family: r.family, rateBp: r.rate_bp })),
    redeemBp: row.redeem_bp,
    minPoints: satang(row.min_points),
  };
};

/** Changes rates (the families given), the redeem rate and the minimum. Audited with before and after. */
export const updateLoyaltySettings = (
  db: Database,
  actor: AuditActor,
  input: LoyaltySettings,
): Promise<LoyaltySettings> =>
  withAudit(db, actor, async (tx) => {
    const before = await readLoyaltySettings(tx);
    if (input.rates.length > 0)
      await tx.execute(sql`
        insert into loyalty_rates (family, rate_bp)
        select family, rate_bp from jsonb_to_recordset(${JSON.stringify(
          input.rates.map((r) => ({ family: r.family, rate_bp: r.rateBp })),
        )}::jsonb) as r(family text, rate_bp int)
        on conflict (family) do update set rate_bp = excluded.rate_bp, updated_at = now()`);
    await tx.execute(sql`
      update loyalty_settings set redeem_bp = ${input.redeemBp}, min_points = ${input.minPoints.toString()}::bigint,
        updated_at = now()
      where id = 1`);
    const after = await readLoyaltySettings(tx);
    const plain = (s: LoyaltySettings) => ({ ...s, minPoints: s.minPoints.toString() });
    return {
      result: after,
      audit: {
        action: 'loyalty.settings.update',
        targetType: 'loyalty_settings',
        targetId: '1',
        before: plain(before),
        after: plain(after),
      },
    };
  });

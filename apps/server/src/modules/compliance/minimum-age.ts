import { DEFAULT_MINIMUM_AGE, MEMBER_MESSAGES } from '@chokdee/domain';
import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../../db/client.ts';
import { validationError } from '../../platform/errors.ts';
import { readSetting } from '../../platform/settings.ts';

/** site_settings key: `{ minimumAge }` (years); never written means DEFAULT_MINIMUM_AGE. */
export const COMPLIANCE_SETTING = 'compliance';

const minimumAge = async (db: Database): Promise<number> => {
  const value = (await readSetting(db, COMPLIANCE_SETTING)) as { minimumAge?: unknown } | undefined;
  return typeof value?.minimumAge === 'number' ? value.minimumAge : DEFAULT_MINIMUM_AGE;
};

/**
 * 400 `fields.birthDate` unless the person born on `birthDate` has reached the minimum age today
 * in Bangkok (the database's clock; a birthday counts from its first minute).
 */
export const assertOldEnough = async (db: Database, birthDate: string): Promise<void> => {
  const years = await minimumAge(db);
  const [row] = rowsOf<{ ok: boolean }>(
    await db.execute(sql`
      select ${birthDate}::date + make_interval(years => ${years}::int)
        <= (now() at time zone 'Asia/Bangkok')::date as ok`),
  );
  if (!row?.ok) throw validationError({ birthDate: MEMBER_MESSAGES.underage });
};

import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../../db/client.ts';
import { STAFF_VIEW_SQL, type StaffView } from './lock-staff.ts';

export const listStaff = async (db: Database): Promise<StaffView[]> =>
  rowsOf<StaffView>(await db.execute(sql`select ${STAFF_VIEW_SQL} from staff s order by s.username`));

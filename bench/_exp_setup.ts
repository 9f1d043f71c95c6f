import pg from 'pg';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { entryStatement } from '../apps/server/src/modules/wallet/post-entry-sql.ts';
import { admin, urlOf } from './scratch-db.ts';
const name = process.argv[2] ?? 'exp_ledger';
await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
await admin(`CREATE DATABASE ${name}`);
const c = await openDatabase({ databaseUrl: urlOf(name), pgliteDir: '' });
await c.migrate();
await c.close();
const p = new pg.Client({ connectionString: urlOf(name) });
await p.connect();
await p.query(
  `insert into members (user_name, pin_hash) select 'bench' || g, 'x' from generate_series(1, 10000) g`,
);
await p.query(
  `insert into ledger_accounts (member_id, kind, unit, balance) select id, 'CASH', 'THB', 1000000000000 from members`,
);
await p.end();
const st = entryStatement({
  entry: {
    type: 'BET_GOV',
    idempotencyKey: 'K',
    requestHash: 'H',
    refType: null,
    refId: null,
    remark: null,
    staffId: null,
  },
  entryId: null,
  line: { memberId: 1n, kind: 'CASH', unit: 'THB', amount: -1n },
  postings: { applied: [], houses: [{ kind: 'HOUSE_BETS_IN_PLAY', amount: 1n }] },
});
console.log(st.text);
console.log(JSON.stringify(st.values));

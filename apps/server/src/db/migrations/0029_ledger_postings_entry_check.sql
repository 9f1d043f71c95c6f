ALTER TABLE "ledger_postings" DROP CONSTRAINT "ledger_postings_entry_id_ledger_entries_id_fk";
--> statement-breakpoint
-- Hand-written below. The foreign key dropped above ran once per posting and took a KEY SHARE lock
-- on the entry's row: a bulk credit of 20,000 entries (the affiliate accrual, settlement wins)
-- spent a fifth of its time there. The zero-sum trigger, which already reads every inserted
-- posting once per statement, now also refuses a posting whose entry does not exist; entries can
-- be neither updated nor deleted (migration 0004), nor truncated (below), so a posting's entry
-- cannot disappear later.
CREATE OR REPLACE FUNCTION ledger_check_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  bad record;
BEGIN
  -- Each entry is looked up by its key, one index probe per entry (LIMIT 1 keeps the planner from
  -- making the lookup a join or a hashed subplan: either read every entry while the ledger was
  -- small, and the function's cached plan kept reading them as it grew).
  SELECT s.entry_id, s.unit, s.total, s.unknown_account, e.id IS NULL AS unknown_entry
  INTO bad
  FROM (
    SELECT n.entry_id, a.unit, sum(n.amount) AS total,
      min(n.account_id) FILTER (WHERE a.id IS NULL) AS unknown_account
    FROM new_postings n LEFT JOIN ledger_accounts a ON a.id = n.account_id
    GROUP BY n.entry_id, a.unit) s
  LEFT JOIN LATERAL (SELECT e.id FROM ledger_entries e WHERE e.id = s.entry_id LIMIT 1) e ON true
  WHERE s.total <> 0 OR s.unknown_account IS NOT NULL OR e.id IS NULL
  ORDER BY (s.unknown_account IS NOT NULL OR e.id IS NULL) DESC
  LIMIT 1;
  IF NOT FOUND THEN
    RETURN NULL;
  END IF;
  IF bad.unknown_entry THEN
    RAISE EXCEPTION 'ledger posting names entry %, which does not exist', bad.entry_id
      USING ERRCODE = 'foreign_key_violation';
  END IF;
  IF bad.unknown_account IS NOT NULL THEN
    RAISE EXCEPTION 'ledger entry % posts to account %, which does not exist', bad.entry_id, bad.unknown_account
      USING ERRCODE = 'foreign_key_violation';
  END IF;
  RAISE EXCEPTION 'ledger entry % does not balance in %: sum %', bad.entry_id, bad.unit, bad.total
    USING ERRCODE = 'check_violation';
END $$;
--> statement-breakpoint
CREATE TRIGGER ledger_entries_no_truncate BEFORE TRUNCATE ON ledger_entries
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_reject_change();
--> statement-breakpoint
CREATE TRIGGER ledger_postings_no_truncate BEFORE TRUNCATE ON ledger_postings
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_reject_change();

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
  SELECT n.entry_id, a.unit, sum(n.amount) AS total,
    min(n.account_id) FILTER (WHERE a.id IS NULL) AS unknown_account,
    bool_or(e.id IS NULL) AS unknown_entry
  INTO bad
  FROM new_postings n LEFT JOIN ledger_accounts a ON a.id = n.account_id
    LEFT JOIN ledger_entries e ON e.id = n.entry_id
  GROUP BY n.entry_id, a.unit
  HAVING sum(n.amount) <> 0 OR bool_or(a.id IS NULL) OR bool_or(e.id IS NULL)
  ORDER BY bool_or(a.id IS NULL OR e.id IS NULL) DESC
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

ALTER TABLE "ledger_postings" DROP CONSTRAINT "ledger_postings_account_id_ledger_accounts_id_fk";
--> statement-breakpoint
-- Hand-written below. The foreign key dropped above took a KEY SHARE lock on the posting's
-- account row; every bet posts to the one HOUSE_BETS_IN_PLAY row, so concurrent bets made a new
-- MultiXact on it each time (MultiXact space that vacuum must then freeze); without it an entry
-- costs the server about a fifth less CPU at 16 clients (docs/performance.md). The same guarantee
-- now comes from two places: the zero-sum trigger, which already joins each inserted posting to
-- its account, refuses a posting whose account does not exist; and an account's row can be
-- neither deleted nor given another identity, so a posting's account cannot disappear later.
CREATE OR REPLACE FUNCTION ledger_check_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  bad record;
BEGIN
  SELECT n.entry_id, a.unit, sum(n.amount) AS total,
    min(n.account_id) FILTER (WHERE a.id IS NULL) AS unknown_account
  INTO bad
  FROM new_postings n LEFT JOIN ledger_accounts a ON a.id = n.account_id
  GROUP BY n.entry_id, a.unit
  HAVING sum(n.amount) <> 0 OR bool_or(a.id IS NULL)
  ORDER BY bool_or(a.id IS NULL) DESC
  LIMIT 1;
  IF NOT FOUND THEN
    RETURN NULL;
  END IF;
  IF bad.unknown_account IS NOT NULL THEN
    RAISE EXCEPTION 'ledger entry % posts to account %, which does not exist', bad.entry_id, bad.unknown_account
      USING ERRCODE = 'foreign_key_violation';
  END IF;
  RAISE EXCEPTION 'ledger entry % does not balance in %: sum %', bad.entry_id, bad.unit, bad.total
    USING ERRCODE = 'check_violation';
END $$;
--> statement-breakpoint
CREATE FUNCTION ledger_account_identity_fixed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger accounts are never deleted and keep their id, owner, kind and unit: % refused', TG_OP
    USING ERRCODE = 'restrict_violation';
END $$;
--> statement-breakpoint
CREATE TRIGGER ledger_accounts_identity_fixed BEFORE DELETE OR UPDATE OF id, member_id, kind, unit ON ledger_accounts
  FOR EACH ROW EXECUTE FUNCTION ledger_account_identity_fixed();

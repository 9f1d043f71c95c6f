CREATE TABLE "credit_turnovers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"type" text NOT NULL,
	"required" bigint NOT NULL,
	"accrued" bigint DEFAULT 0 NOT NULL,
	"ref_type" text,
	"ref_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"met_at" timestamp with time zone,
	CONSTRAINT "credit_turnovers_amount_check" CHECK ("credit_turnovers"."required" > 0 and "credit_turnovers"."accrued" >= 0 and "credit_turnovers"."accrued" <= "credit_turnovers"."required")
);
--> statement-breakpoint
CREATE TABLE "ledger_accounts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint,
	"kind" text NOT NULL,
	"unit" text NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"held" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_accounts_balance_check" CHECK ("ledger_accounts"."balance" >= 0 and "ledger_accounts"."held" >= 0 and "ledger_accounts"."held" <= "ledger_accounts"."balance"),
	CONSTRAINT "ledger_accounts_unit_check" CHECK ("ledger_accounts"."unit" in ('THB', 'POINT')),
	CONSTRAINT "ledger_accounts_owner_check" CHECK (("ledger_accounts"."member_id" is null) = ("ledger_accounts"."kind" like 'HOUSE\_%'))
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"ref_type" text,
	"ref_id" text,
	"remark" text,
	"staff_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entries_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "ledger_holds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"status" text DEFAULT 'HELD' NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"ref_type" text,
	"ref_id" text,
	"entry_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "ledger_holds_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "ledger_holds_amount_check" CHECK ("ledger_holds"."amount" > 0),
	CONSTRAINT "ledger_holds_status_check" CHECK ("ledger_holds"."status" in ('HELD', 'POSTED', 'VOIDED'))
);
--> statement-breakpoint
CREATE TABLE "ledger_postings" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"entry_id" bigint NOT NULL,
	"account_id" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"balance_after" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_postings_amount_check" CHECK ("ledger_postings"."amount" <> 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_requests" (
	"idempotency_key" text PRIMARY KEY NOT NULL,
	"request_hash" text NOT NULL,
	"error_code" text NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "credit_turnovers" ADD CONSTRAINT "credit_turnovers_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_holds" ADD CONSTRAINT "ledger_holds_account_id_ledger_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_holds" ADD CONSTRAINT "ledger_holds_entry_id_ledger_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_postings" ADD CONSTRAINT "ledger_postings_entry_id_ledger_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_postings" ADD CONSTRAINT "ledger_postings_account_id_ledger_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credit_turnovers_open_idx" ON "credit_turnovers" USING btree ("member_id","id") WHERE "credit_turnovers"."met_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_member_id_kind_idx" ON "ledger_accounts" USING btree ("member_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_house_kind_idx" ON "ledger_accounts" USING btree ("kind") WHERE "ledger_accounts"."member_id" is null;--> statement-breakpoint
CREATE INDEX "ledger_entries_ref_idx" ON "ledger_entries" USING btree ("ref_type","ref_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_created_at_idx" ON "ledger_entries" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "ledger_holds_account_id_idx" ON "ledger_holds" USING btree ("account_id") WHERE "ledger_holds"."status" = 'HELD';--> statement-breakpoint
CREATE INDEX "ledger_postings_account_created_idx" ON "ledger_postings" USING btree ("account_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "ledger_postings_entry_id_idx" ON "ledger_postings" USING btree ("entry_id");--> statement-breakpoint
-- Hand-written below (drizzle-kit does not model triggers or rows). Entries and postings are
-- immutable: a mistake is corrected by a new entry, never by editing history.
CREATE FUNCTION ledger_reject_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger rows are immutable: % on % refused; post a correcting entry', TG_OP, TG_TABLE_NAME
    USING ERRCODE = 'restrict_violation';
END $$;
--> statement-breakpoint
CREATE TRIGGER ledger_entries_immutable BEFORE UPDATE OR DELETE ON ledger_entries FOR EACH ROW EXECUTE FUNCTION ledger_reject_change();
--> statement-breakpoint
CREATE TRIGGER ledger_postings_immutable BEFORE UPDATE OR DELETE ON ledger_postings FOR EACH ROW EXECUTE FUNCTION ledger_reject_change();
--> statement-breakpoint
-- Every INSERT into ledger_postings must balance per entry and unit by itself. postEntry writes
-- all postings of an entry in one statement, so a statement-level check (transition table) is
-- exact, runs once per entry instead of once per row, and works the same on PGlite.
CREATE FUNCTION ledger_check_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  bad record;
BEGIN
  SELECT n.entry_id, a.unit, sum(n.amount) AS total INTO bad
  FROM new_postings n JOIN ledger_accounts a ON a.id = n.account_id
  GROUP BY n.entry_id, a.unit
  HAVING sum(n.amount) <> 0
  LIMIT 1;
  IF FOUND THEN
    RAISE EXCEPTION 'ledger entry % does not balance in %: sum %', bad.entry_id, bad.unit, bad.total
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER ledger_postings_balanced AFTER INSERT ON ledger_postings REFERENCING NEW TABLE AS new_postings
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_check_balanced();
--> statement-breakpoint
-- The house accounts, one per purpose (docs/ledger.md). Their balance column stays 0: a house
-- balance is the sum of its postings (reconciliation report).
INSERT INTO ledger_accounts (kind, unit) VALUES
  ('HOUSE_BANK_CLEARING', 'THB'),
  ('HOUSE_WITHDRAWALS_HELD', 'THB'),
  ('HOUSE_BETS_IN_PLAY', 'THB'),
  ('HOUSE_REVENUE', 'THB'),
  ('HOUSE_GAME_PROVIDERS', 'THB'),
  ('HOUSE_PROMOTIONS', 'THB'),
  ('HOUSE_AFFILIATE_COMMISSIONS', 'THB'),
  ('HOUSE_TRANSFERS', 'THB'),
  ('HOUSE_LOYALTY', 'POINT');

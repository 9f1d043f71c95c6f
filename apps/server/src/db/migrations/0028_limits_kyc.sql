CREATE TABLE "kyc_checks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"document_key" text NOT NULL,
	"selfie_key" text NOT NULL,
	"reason" text,
	"reviewed_by" bigint,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kyc_checks_status_check" CHECK ("kyc_checks"."status" in ('PENDING', 'APPROVED', 'REJECTED'))
);
--> statement-breakpoint
CREATE TABLE "member_limits" (
	"member_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"period" text NOT NULL,
	"value" bigint,
	"pending_value" bigint,
	"pending_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_limits_member_id_kind_period_pk" PRIMARY KEY("member_id","kind","period"),
	CONSTRAINT "member_limits_kind_period_check" CHECK (("member_limits"."kind" in ('deposit', 'loss') and "member_limits"."period" in ('day', 'week', 'month')) or ("member_limits"."kind" = 'session' and "member_limits"."period" = 'session')),
	CONSTRAINT "member_limits_positive_check" CHECK ("member_limits"."value" > 0 and "member_limits"."pending_value" > 0)
);
--> statement-breakpoint
ALTER TABLE "kyc_checks" ADD CONSTRAINT "kyc_checks_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_checks" ADD CONSTRAINT "kyc_checks_reviewed_by_staff_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_limits" ADD CONSTRAINT "member_limits_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "kyc_checks_member_idx" ON "kyc_checks" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "kyc_checks_status_idx" ON "kyc_checks" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "kyc_checks_one_pending_idx" ON "kyc_checks" USING btree ("member_id") WHERE "kyc_checks"."status" = 'PENDING';--> statement-breakpoint
-- The limits a member set (issue 22): what is left of the tightest `limit_kind` limit in force in
-- the current Bangkok day, week (from Monday) or month; no row when there is none. Deposits count
-- what was credited (and, with count_pending, the open requests); a loss is stakes less refunds
-- less wins, so a win gives room back and a stake counts until it is settled.
-- The member's CASH row and then their limit rows are locked first, in that order on every path
-- (a stake has locked the CASH row already, a game batch too): every check of one member waits for
-- the one before it to commit, and each query below takes its own snapshot after the locks (READ
-- COMMITTED in a VOLATILE function), so concurrent deposits or stakes cannot pass a limit together.
CREATE FUNCTION compliance_room(member bigint, limit_kind text, count_pending boolean)
RETURNS TABLE (period text, room bigint) LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  cash_id bigint;
  lim record;
  since timestamptz;
  used bigint;
BEGIN
  IF NOT EXISTS (SELECT 1 FROM member_limits l WHERE l.member_id = member AND l.kind = limit_kind) THEN
    RETURN;
  END IF;
  -- A first deposit finds no cash row yet: made here, so that it is what every check locks first.
  INSERT INTO ledger_accounts (member_id, kind, unit, balance) VALUES (member, 'CASH', 'THB', 0)
    ON CONFLICT (member_id, kind) DO NOTHING;
  SELECT id INTO cash_id FROM ledger_accounts WHERE member_id = member AND kind = 'CASH' FOR UPDATE;
  PERFORM 1 FROM member_limits l WHERE l.member_id = member AND l.kind = limit_kind FOR UPDATE;
  FOR lim IN
    SELECT l.period, CASE WHEN l.pending_at <= now() THEN l.pending_value ELSE l.value END AS value
    FROM member_limits l WHERE l.member_id = member AND l.kind = limit_kind
  LOOP
    CONTINUE WHEN lim.value IS NULL;
    since := date_trunc(lim.period, now() AT TIME ZONE 'Asia/Bangkok') AT TIME ZONE 'Asia/Bangkok';
    IF limit_kind = 'deposit' THEN
      SELECT coalesce(sum(p.amount), 0) INTO used
      FROM ledger_postings p JOIN ledger_entries e ON e.id = p.entry_id
      WHERE p.account_id = cash_id AND p.created_at >= since AND e.type = 'DEPOSIT';
      IF count_pending THEN
        used := used + (SELECT coalesce(sum(d.amount), 0) FROM deposits d
          WHERE d.member_id = member AND d.status = 'PENDING' AND d.created_at >= since
            AND (d.expires_at IS NULL OR d.expires_at > now()));
      END IF;
    ELSE
      SELECT coalesce(-sum(p.amount), 0) INTO used
      FROM ledger_postings p JOIN ledger_entries e ON e.id = p.entry_id
      WHERE p.account_id = cash_id AND p.created_at >= since
        AND e.type IN ('BET_GOV', 'BET_YEEKEE', 'BET_STOCK', 'BET_SET_4', 'BET_GAME',
          'WIN_GOV', 'WIN_YEEKEE', 'WIN_STOCK', 'WIN_SET_4', 'WIN_GAME',
          'ABORT_POY', 'ABORT_GAME', 'REFUND_GAME');
    END IF;
    IF room IS NULL OR lim.value - used < room THEN
      period := lim.period;
      room := lim.value - used;
    END IF;
  END LOOP;
  IF room IS NOT NULL THEN
    RETURN NEXT;
  END IF;
END $$;
--> statement-breakpoint
-- Refuses (SQLSTATE CD010, DETAIL 'kind:period') what would pass a limit by `amount`; 0 checks
-- money the transaction already moved (the stake, the credit) against the limit.
CREATE FUNCTION compliance_assert_room(member bigint, limit_kind text, amount bigint, count_pending boolean)
RETURNS boolean LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  tightest record;
BEGIN
  SELECT * INTO tightest FROM compliance_room(member, limit_kind, count_pending);
  IF FOUND AND tightest.room < amount THEN
    RAISE EXCEPTION 'the % limit per % would be passed', limit_kind, tightest.period
      USING ERRCODE = 'CD010', DETAIL = limit_kind || ':' || tightest.period;
  END IF;
  RETURN true;
END $$;

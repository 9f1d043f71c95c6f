CREATE TABLE "turnover_contributions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"credit_turnover_id" bigint NOT NULL,
	"ref_type" text NOT NULL,
	"ref_id" text NOT NULL,
	"amount" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "turnover_contributions_amount_check" CHECK ("turnover_contributions"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "turnover_contributions" ADD CONSTRAINT "turnover_contributions_credit_turnover_id_credit_turnovers_id_fk" FOREIGN KEY ("credit_turnover_id") REFERENCES "public"."credit_turnovers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "turnover_contributions_ref_idx" ON "turnover_contributions" USING btree ("ref_type","ref_id");--> statement-breakpoint
CREATE INDEX "turnover_contributions_credit_turnover_id_idx" ON "turnover_contributions" USING btree ("credit_turnover_id");--> statement-breakpoint
-- Placement sends its last statement (lines and exposure) together with COMMIT. That statement
-- calls this with the round's close_at: the database clock at that moment, not the Node clock
-- when the request came in, decides whether the round is still open, so nothing is committed at
-- or after close_at however long the slip waited for a connection or a lock.
CREATE FUNCTION lotto_assert_open(close_at timestamptz) RETURNS timestamptz LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  IF clock_timestamp() >= close_at THEN
    RAISE EXCEPTION 'the round closed at % while the slip was placed', close_at
      USING ERRCODE = 'CD002';
  END IF;
  RETURN close_at;
END $$;

CREATE TABLE "lotto_ying_cooldowns" (
	"member_id" bigint PRIMARY KEY NOT NULL,
	"last_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lotto_ying_counters" (
	"round_id" bigint PRIMARY KEY NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"sum" bigint DEFAULT 0 NOT NULL,
	"closed" boolean DEFAULT false NOT NULL,
	CONSTRAINT "lotto_ying_counters_nonnegative_check" CHECK ("lotto_ying_counters"."count" >= 0 and "lotto_ying_counters"."sum" >= 0)
);
--> statement-breakpoint
CREATE TABLE "lotto_yings" (
	"round_id" bigint NOT NULL,
	"seq" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"ying_number" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "lotto_yings_round_id_seq_pk" PRIMARY KEY("round_id","seq"),
	CONSTRAINT "lotto_yings_number_check" CHECK ("lotto_yings"."ying_number" ~ '^[0-9]{5}$'),
	CONSTRAINT "lotto_yings_seq_check" CHECK ("lotto_yings"."seq" >= 1)
);
--> statement-breakpoint
ALTER TABLE "lotto_results" DROP CONSTRAINT "lotto_results_two_person_check";--> statement-breakpoint
ALTER TABLE "lotto_results" ALTER COLUMN "entered_by" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "lotto_results" ADD COLUMN "source" text DEFAULT 'STAFF' NOT NULL;--> statement-breakpoint
ALTER TABLE "lotto_ying_cooldowns" ADD CONSTRAINT "lotto_ying_cooldowns_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lotto_ying_counters" ADD CONSTRAINT "lotto_ying_counters_round_id_lotto_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."lotto_rounds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lotto_yings" ADD CONSTRAINT "lotto_yings_round_id_lotto_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."lotto_rounds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lotto_yings" ADD CONSTRAINT "lotto_yings_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lotto_results" ADD CONSTRAINT "lotto_results_two_person_check" CHECK (("lotto_results"."source" = 'STAFF' and "lotto_results"."entered_by" is not null and ("lotto_results"."status" not in ('CONFIRMED', 'SUPERSEDED') or "lotto_results"."decided_by" <> "lotto_results"."entered_by"))
        or ("lotto_results"."source" = 'YEEKEE' and "lotto_results"."entered_by" is null and "lotto_results"."decided_by" is null and "lotto_results"."status" = 'CONFIRMED'));--> statement-breakpoint
-- Hand-written (docs/yeekee.md). Shots are append-only: no code path, bug or hand-written query
-- may rewrite or remove a shot the published list and the result were computed from.
CREATE FUNCTION lotto_yings_refuse_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'lotto_yings is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER lotto_yings_no_update_delete BEFORE UPDATE OR DELETE ON "lotto_yings"
  FOR EACH ROW EXECUTE FUNCTION lotto_yings_refuse_change();
--> statement-breakpoint
-- A computed (YEEKEE) result belongs to a shooting family only, and a shooting family's result is
-- only ever computed: staff can neither type a Yeekee result nor pass a typed one off as computed.
CREATE FUNCTION lotto_results_check_source() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  shooting boolean;
BEGIN
  SELECT family IN ('yeekee', 'yeekee5min', 'pingpong') INTO shooting FROM lotto_rounds WHERE id = NEW.round_id;
  IF shooting IS DISTINCT FROM (NEW.source = 'YEEKEE') THEN
    RAISE EXCEPTION 'lotto_results: a % result does not fit round %', NEW.source, NEW.round_id USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER lotto_results_source_family BEFORE INSERT OR UPDATE OF source, round_id ON "lotto_results"
  FOR EACH ROW EXECUTE FUNCTION lotto_results_check_source();

CREATE TABLE "lotto_exposure" (
	"round_id" bigint NOT NULL,
	"option" text NOT NULL,
	"number" text NOT NULL,
	"stake" bigint DEFAULT 0 NOT NULL,
	"payout" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "lotto_exposure_round_id_option_number_pk" PRIMARY KEY("round_id","option","number"),
	CONSTRAINT "lotto_exposure_nonnegative_check" CHECK ("lotto_exposure"."stake" >= 0 and "lotto_exposure"."payout" >= 0)
);
--> statement-breakpoint
CREATE TABLE "lotto_family_settings" (
	"family" text PRIMARY KEY NOT NULL,
	"rates" jsonb NOT NULL,
	"bounds" jsonb NOT NULL,
	"tiers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"round_max" bigint,
	"cancel_minutes" integer DEFAULT 30 NOT NULL,
	"schedule" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" bigint
);
--> statement-breakpoint
CREATE TABLE "lotto_number_rules" (
	"round_id" bigint NOT NULL,
	"option" text NOT NULL,
	"number" text NOT NULL,
	"rate" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" bigint,
	CONSTRAINT "lotto_number_rules_round_id_option_number_pk" PRIMARY KEY("round_id","option","number")
);
--> statement-breakpoint
CREATE TABLE "lotto_rounds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"family" text NOT NULL,
	"draw_date" date NOT NULL,
	"round_no" integer NOT NULL,
	"name" text NOT NULL,
	"open_at" timestamp with time zone NOT NULL,
	"close_at" timestamp with time zone NOT NULL,
	"result_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'SCHEDULED' NOT NULL,
	"rates" jsonb NOT NULL,
	"bounds" jsonb NOT NULL,
	"tiers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"round_max" bigint,
	"cancel_minutes" integer DEFAULT 30 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lotto_rounds_status_check" CHECK ("lotto_rounds"."status" in ('SCHEDULED', 'OPEN', 'CLOSED', 'SHOOTING', 'DRAWN', 'SETTLED', 'VOIDED')),
	CONSTRAINT "lotto_rounds_times_check" CHECK ("lotto_rounds"."open_at" <= "lotto_rounds"."close_at" and "lotto_rounds"."close_at" <= "lotto_rounds"."result_at")
);
--> statement-breakpoint
CREATE TABLE "number_sets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"name" text NOT NULL,
	"lines" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "poy_lines" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"poy_id" bigint NOT NULL,
	"round_id" bigint NOT NULL,
	"number" text NOT NULL,
	"option" text NOT NULL,
	"price" bigint NOT NULL,
	"multiply" integer,
	"sets" integer,
	"payout" bigint NOT NULL,
	"win" bigint,
	CONSTRAINT "poy_lines_price_check" CHECK ("poy_lines"."price" > 0)
);
--> statement-breakpoint
CREATE TABLE "poys" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"round_id" bigint NOT NULL,
	"total" bigint NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"note" text,
	"idempotency_key" text,
	"request_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "poys_total_check" CHECK ("poys"."total" > 0),
	CONSTRAINT "poys_status_check" CHECK ("poys"."status" in ('ACTIVE', 'CANCELLED', 'SETTLED'))
);
--> statement-breakpoint
ALTER TABLE "lotto_exposure" ADD CONSTRAINT "lotto_exposure_round_id_lotto_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."lotto_rounds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lotto_family_settings" ADD CONSTRAINT "lotto_family_settings_updated_by_staff_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lotto_number_rules" ADD CONSTRAINT "lotto_number_rules_round_id_lotto_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."lotto_rounds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lotto_number_rules" ADD CONSTRAINT "lotto_number_rules_updated_by_staff_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "number_sets" ADD CONSTRAINT "number_sets_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "poy_lines" ADD CONSTRAINT "poy_lines_poy_id_poys_id_fk" FOREIGN KEY ("poy_id") REFERENCES "public"."poys"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "poys" ADD CONSTRAINT "poys_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "poys" ADD CONSTRAINT "poys_round_id_lotto_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."lotto_rounds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lotto_exposure_round_stake_idx" ON "lotto_exposure" USING btree ("round_id","stake" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "lotto_rounds_family_draw_round_idx" ON "lotto_rounds" USING btree ("family","draw_date","round_no");--> statement-breakpoint
CREATE INDEX "lotto_rounds_status_close_idx" ON "lotto_rounds" USING btree ("status","close_at");--> statement-breakpoint
CREATE INDEX "lotto_rounds_family_close_idx" ON "lotto_rounds" USING btree ("family","close_at");--> statement-breakpoint
CREATE UNIQUE INDEX "number_sets_member_name_idx" ON "number_sets" USING btree ("member_id","name");--> statement-breakpoint
CREATE INDEX "poy_lines_poy_idx" ON "poy_lines" USING btree ("poy_id");--> statement-breakpoint
CREATE INDEX "poy_lines_round_option_number_idx" ON "poy_lines" USING btree ("round_id","option","number");--> statement-breakpoint
CREATE UNIQUE INDEX "poys_member_idempotency_idx" ON "poys" USING btree ("member_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "poys_member_created_idx" ON "poys" USING btree ("member_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "poys_round_idx" ON "poys" USING btree ("round_id");
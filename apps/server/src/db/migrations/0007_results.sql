CREATE TABLE "lotto_results" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"round_id" bigint NOT NULL,
	"version" integer NOT NULL,
	"input" jsonb NOT NULL,
	"result" jsonb NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"entered_by" bigint NOT NULL,
	"entered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_by" bigint,
	"decided_at" timestamp with time zone,
	CONSTRAINT "lotto_results_status_check" CHECK ("lotto_results"."status" in ('PENDING', 'CONFIRMED', 'REJECTED', 'SUPERSEDED')),
	CONSTRAINT "lotto_results_two_person_check" CHECK ("lotto_results"."status" not in ('CONFIRMED', 'SUPERSEDED') or "lotto_results"."decided_by" <> "lotto_results"."entered_by")
);
--> statement-breakpoint
DROP INDEX "poys_round_idx";--> statement-breakpoint
ALTER TABLE "lotto_rounds" ADD COLUMN "settled_result_id" bigint;--> statement-breakpoint
ALTER TABLE "lotto_rounds" ADD COLUMN "settled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "poys" ADD COLUMN "win" bigint;--> statement-breakpoint
ALTER TABLE "poys" ADD COLUMN "result_id" bigint;--> statement-breakpoint
ALTER TABLE "lotto_results" ADD CONSTRAINT "lotto_results_round_id_lotto_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."lotto_rounds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lotto_results" ADD CONSTRAINT "lotto_results_entered_by_staff_id_fk" FOREIGN KEY ("entered_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lotto_results" ADD CONSTRAINT "lotto_results_decided_by_staff_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lotto_results_round_version_idx" ON "lotto_results" USING btree ("round_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "lotto_results_one_pending_idx" ON "lotto_results" USING btree ("round_id") WHERE "lotto_results"."status" = 'PENDING';--> statement-breakpoint
CREATE UNIQUE INDEX "lotto_results_one_confirmed_idx" ON "lotto_results" USING btree ("round_id") WHERE "lotto_results"."status" = 'CONFIRMED';--> statement-breakpoint
CREATE INDEX "lotto_rounds_draw_date_idx" ON "lotto_rounds" USING btree ("draw_date");--> statement-breakpoint
CREATE INDEX "poys_round_status_idx" ON "poys" USING btree ("round_id","status","id");
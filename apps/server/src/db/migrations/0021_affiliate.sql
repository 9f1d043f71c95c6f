CREATE TABLE "affiliate_accruals" (
	"referrer_id" bigint NOT NULL,
	"day" date NOT NULL,
	"basis" text NOT NULL,
	"level1_amount" bigint NOT NULL,
	"level2_amount" bigint NOT NULL,
	"level1_bp" integer NOT NULL,
	"level2_bp" integer NOT NULL,
	"referred" integer NOT NULL,
	"commission" bigint NOT NULL,
	"remainder" integer NOT NULL,
	"paid_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "affiliate_accruals_referrer_id_day_pk" PRIMARY KEY("referrer_id","day"),
	CONSTRAINT "affiliate_accruals_amounts_check" CHECK ("affiliate_accruals"."commission" >= 0 and "affiliate_accruals"."remainder" between 0 and 9999)
);
--> statement-breakpoint
CREATE TABLE "affiliate_plans" (
	"agent_id" integer PRIMARY KEY NOT NULL,
	"basis" text NOT NULL,
	"level1_bp" integer NOT NULL,
	"level2_bp" integer NOT NULL,
	"min_payout" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "affiliate_plans_basis_check" CHECK ("affiliate_plans"."basis" in ('TURNOVER', 'NET_LOSS')),
	CONSTRAINT "affiliate_plans_bp_check" CHECK ("affiliate_plans"."level1_bp" between 0 and 10000 and "affiliate_plans"."level2_bp" between 0 and 10000),
	CONSTRAINT "affiliate_plans_min_payout_check" CHECK ("affiliate_plans"."min_payout" >= 0),
	CONSTRAINT "affiliate_plans_agent_check" CHECK ("affiliate_plans"."agent_id" >= 0)
);
--> statement-breakpoint
ALTER TABLE "affiliate_accruals" ADD CONSTRAINT "affiliate_accruals_referrer_id_members_id_fk" FOREIGN KEY ("referrer_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "affiliate_accruals_unpaid_idx" ON "affiliate_accruals" USING btree ("referrer_id") WHERE "affiliate_accruals"."paid_key" is null;--> statement-breakpoint
-- Hand-written below (drizzle-kit does not model rows). Plan 0 pays every agent without a plan of
-- its own: 0.5 % of level-1 and 0.1 % of level-2 turnover, paid from 1 baht (docs/growth.md).
INSERT INTO "affiliate_plans" ("agent_id", "basis", "level1_bp", "level2_bp", "min_payout") VALUES (0, 'TURNOVER', 50, 10, 100);

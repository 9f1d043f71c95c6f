CREATE TABLE "promotion_claims" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"promotion_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"period" text NOT NULL,
	"basis" bigint NOT NULL,
	"bonus" bigint NOT NULL,
	"turnover" bigint NOT NULL,
	"deposit_entry_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promotion_claims_amounts_check" CHECK ("promotion_claims"."bonus" > 0 and "promotion_claims"."turnover" >= 0 and "promotion_claims"."basis" > 0)
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"title" jsonb NOT NULL,
	"body" jsonb NOT NULL,
	"image" text,
	"audience" text DEFAULT 'ALL' NOT NULL,
	"new_member_days" integer,
	"min_level" smallint,
	"percent_bp" integer NOT NULL,
	"cap" bigint NOT NULL,
	"multiplier_hundredths" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promotions_type_check" CHECK ("promotions"."type" in ('FIRST_DEPOSIT', 'DEPOSIT', 'CASHBACK')),
	CONSTRAINT "promotions_audience_check" CHECK ("promotions"."audience" in ('ALL', 'NEW_MEMBERS', 'LEVEL')),
	CONSTRAINT "promotions_terms_check" CHECK ("promotions"."percent_bp" between 1 and 10000 and "promotions"."cap" > 0 and "promotions"."multiplier_hundredths" >= 0 and "promotions"."ends_at" > "promotions"."starts_at")
);
--> statement-breakpoint
ALTER TABLE "promotion_claims" ADD CONSTRAINT "promotion_claims_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_claims" ADD CONSTRAINT "promotion_claims_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_claims_once_idx" ON "promotion_claims" USING btree ("promotion_id","member_id","period");--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_claims_deposit_idx" ON "promotion_claims" USING btree ("deposit_entry_id") WHERE "promotion_claims"."deposit_entry_id" is not null;--> statement-breakpoint
CREATE INDEX "promotion_claims_member_idx" ON "promotion_claims" USING btree ("member_id");
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
CREATE UNIQUE INDEX "kyc_checks_one_pending_idx" ON "kyc_checks" USING btree ("member_id") WHERE "kyc_checks"."status" = 'PENDING';
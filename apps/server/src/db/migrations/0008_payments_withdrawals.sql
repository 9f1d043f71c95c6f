CREATE TABLE "member_banks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"bank_code" text NOT NULL,
	"account_number" text NOT NULL,
	"account_name" text NOT NULL,
	"is_withdrawal" boolean DEFAULT false NOT NULL,
	"name_verified_at" timestamp with time zone,
	"name_verified_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_banks_account_number_check" CHECK ("member_banks"."account_number" ~ '^[0-9]+$')
);
--> statement-breakpoint
CREATE TABLE "withdrawals" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"member_bank_id" bigint NOT NULL,
	"bank_code" text NOT NULL,
	"account_number" text NOT NULL,
	"account_name" text NOT NULL,
	"amount" bigint NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"hold_id" bigint NOT NULL,
	"idempotency_key" text,
	"request_hash" text,
	"first_approved_by" bigint,
	"first_approved_at" timestamp with time zone,
	"decided_by" bigint,
	"decided_at" timestamp with time zone,
	"reference" text,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "withdrawals_amount_check" CHECK ("withdrawals"."amount" > 0),
	CONSTRAINT "withdrawals_status_check" CHECK ("withdrawals"."status" in ('PENDING', 'APPROVED_1', 'APPROVED', 'REJECTED'))
);
--> statement-breakpoint
ALTER TABLE "member_banks" ADD CONSTRAINT "member_banks_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_banks" ADD CONSTRAINT "member_banks_name_verified_by_staff_id_fk" FOREIGN KEY ("name_verified_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_member_bank_id_member_banks_id_fk" FOREIGN KEY ("member_bank_id") REFERENCES "public"."member_banks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_hold_id_ledger_holds_id_fk" FOREIGN KEY ("hold_id") REFERENCES "public"."ledger_holds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_first_approved_by_staff_id_fk" FOREIGN KEY ("first_approved_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_decided_by_staff_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "member_banks_bank_code_account_number_idx" ON "member_banks" USING btree ("bank_code","account_number");--> statement-breakpoint
CREATE UNIQUE INDEX "member_banks_withdrawal_idx" ON "member_banks" USING btree ("member_id") WHERE "member_banks"."is_withdrawal";--> statement-breakpoint
CREATE INDEX "member_banks_member_id_idx" ON "member_banks" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "withdrawals_member_created_idx" ON "withdrawals" USING btree ("member_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "withdrawals_status_created_idx" ON "withdrawals" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawals_member_idempotency_key_idx" ON "withdrawals" USING btree ("member_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawals_open_member_idx" ON "withdrawals" USING btree ("member_id") WHERE "withdrawals"."status" in ('PENDING', 'APPROVED_1');--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawals_hold_id_idx" ON "withdrawals" USING btree ("hold_id");
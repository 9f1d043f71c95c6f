CREATE TABLE "bank_statement_lines" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"deposit_bank_id" bigint NOT NULL,
	"refer_transfer_id" text NOT NULL,
	"amount" bigint NOT NULL,
	"transfer_at" timestamp with time zone NOT NULL,
	"from_bank_code" text,
	"from_account_number" text,
	"status" text NOT NULL,
	"deposit_id" bigint,
	"decided_by" bigint,
	"decided_at" timestamp with time zone,
	"note" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_statement_lines_amount_check" CHECK ("bank_statement_lines"."amount" > 0),
	CONSTRAINT "bank_statement_lines_status_check" CHECK ("bank_statement_lines"."status" in ('MATCHED', 'UNMATCHED', 'DISMISSED')),
	CONSTRAINT "bank_statement_lines_matched_check" CHECK (("bank_statement_lines"."status" = 'MATCHED') = ("bank_statement_lines"."deposit_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "deposit_banks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"bank_code" text NOT NULL,
	"account_number" text NOT NULL,
	"name" text NOT NULL,
	"bot_update" boolean DEFAULT false NOT NULL,
	"fast_enabled" boolean DEFAULT false NOT NULL,
	"promptpay_id" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deposit_banks_account_number_check" CHECK ("deposit_banks"."account_number" ~ '^[0-9]+$'),
	CONSTRAINT "deposit_banks_fast_needs_bot_check" CHECK (not "deposit_banks"."fast_enabled" or "deposit_banks"."bot_update"),
	CONSTRAINT "deposit_banks_promptpay_id_check" CHECK ("deposit_banks"."promptpay_id" is null or "deposit_banks"."promptpay_id" ~ '^[0-9]{10,15}$')
);
--> statement-breakpoint
CREATE TABLE "deposit_slips" (
	"deposit_id" bigint PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"data" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deposits" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"method" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"deposit_bank_id" bigint,
	"amount" bigint NOT NULL,
	"prepare_amount" bigint,
	"prepare_index" integer,
	"prepare_total" integer,
	"expires_at" timestamp with time zone,
	"refer_transfer_id" text,
	"credited_amount" bigint,
	"entry_id" bigint,
	"channel" text,
	"channel_name" text,
	"from_bank_code" text,
	"from_account_number" text,
	"from_account_name" text,
	"deposit_at" timestamp with time zone,
	"idempotency_key" text,
	"request_hash" text,
	"decided_by" bigint,
	"decided_at" timestamp with time zone,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deposits_method_check" CHECK ("deposits"."method" in ('FAST', 'QRCODE', 'NORMAL', 'TRUEMONEY', 'CRYPTO')),
	CONSTRAINT "deposits_status_check" CHECK ("deposits"."status" in ('PENDING', 'SUCCESS', 'EXPIRED', 'REJECTED')),
	CONSTRAINT "deposits_amount_check" CHECK ("deposits"."amount" > 0),
	CONSTRAINT "deposits_prepared_check" CHECK ("deposits"."method" not in ('FAST', 'QRCODE') or ("deposits"."deposit_bank_id" is not null and "deposits"."prepare_amount" is not null and "deposits"."expires_at" is not null)),
	CONSTRAINT "deposits_success_entry_check" CHECK (("deposits"."status" = 'SUCCESS') = ("deposits"."entry_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "bank_statement_lines" ADD CONSTRAINT "bank_statement_lines_deposit_bank_id_deposit_banks_id_fk" FOREIGN KEY ("deposit_bank_id") REFERENCES "public"."deposit_banks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statement_lines" ADD CONSTRAINT "bank_statement_lines_deposit_id_deposits_id_fk" FOREIGN KEY ("deposit_id") REFERENCES "public"."deposits"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statement_lines" ADD CONSTRAINT "bank_statement_lines_decided_by_staff_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_slips" ADD CONSTRAINT "deposit_slips_deposit_id_deposits_id_fk" FOREIGN KEY ("deposit_id") REFERENCES "public"."deposits"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_deposit_bank_id_deposit_banks_id_fk" FOREIGN KEY ("deposit_bank_id") REFERENCES "public"."deposit_banks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_entry_id_ledger_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_decided_by_staff_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bank_statement_lines_bank_refer_idx" ON "bank_statement_lines" USING btree ("deposit_bank_id","refer_transfer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_statement_lines_deposit_id_idx" ON "bank_statement_lines" USING btree ("deposit_id");--> statement-breakpoint
CREATE INDEX "bank_statement_lines_status_received_idx" ON "bank_statement_lines" USING btree ("status","received_at");--> statement-breakpoint
CREATE UNIQUE INDEX "deposit_banks_bank_code_account_number_idx" ON "deposit_banks" USING btree ("bank_code","account_number");--> statement-breakpoint
CREATE INDEX "deposits_member_created_idx" ON "deposits" USING btree ("member_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "deposits_status_method_created_idx" ON "deposits" USING btree ("status","method","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "deposits_open_prepare_amount_idx" ON "deposits" USING btree ("deposit_bank_id","prepare_amount") WHERE "deposits"."status" = 'PENDING' and "deposits"."method" in ('FAST', 'QRCODE');--> statement-breakpoint
CREATE UNIQUE INDEX "deposits_open_member_idx" ON "deposits" USING btree ("member_id") WHERE "deposits"."status" = 'PENDING' and "deposits"."method" in ('FAST', 'QRCODE');--> statement-breakpoint
CREATE UNIQUE INDEX "deposits_member_idempotency_key_idx" ON "deposits" USING btree ("member_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "deposits_entry_id_idx" ON "deposits" USING btree ("entry_id");--> statement-breakpoint
-- The state machine: PENDING -> SUCCESS | EXPIRED | REJECTED; a decided deposit never changes status again.
CREATE FUNCTION deposits_status_transition() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status IS DISTINCT FROM OLD.status AND OLD.status <> 'PENDING' THEN
    RAISE EXCEPTION 'deposit % is % and cannot become %', OLD.id, OLD.status, NEW.status USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER deposits_status_transition BEFORE UPDATE OF status ON deposits
  FOR EACH ROW EXECUTE FUNCTION deposits_status_transition();

ALTER TABLE "ledger_entries" ADD COLUMN "remark_code" text;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "remark_params" jsonb;

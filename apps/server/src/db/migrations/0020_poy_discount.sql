ALTER TABLE "lotto_family_settings" ADD COLUMN "discount" jsonb;--> statement-breakpoint
ALTER TABLE "poy_lines" ADD COLUMN "discount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "poys" ADD COLUMN "pay_mode" text DEFAULT 'FULL' NOT NULL;--> statement-breakpoint
ALTER TABLE "poy_lines" ADD CONSTRAINT "poy_lines_discount_check" CHECK ("poy_lines"."discount" >= 0 and "poy_lines"."discount" < "poy_lines"."price");--> statement-breakpoint
ALTER TABLE "poys" ADD CONSTRAINT "poys_pay_mode_check" CHECK ("poys"."pay_mode" in ('FULL', 'DISCOUNT'));
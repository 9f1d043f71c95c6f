ALTER TABLE "members" ADD COLUMN "has_pin" boolean DEFAULT true NOT NULL;--> statement-breakpoint
-- Members registered through LINE got a random PIN hash; only a PIN change could have given them a real one.
UPDATE "members" SET "has_pin" = false WHERE "line_uid" IS NOT NULL AND "pin_changed_at" IS NULL;

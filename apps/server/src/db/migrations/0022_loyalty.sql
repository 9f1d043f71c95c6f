CREATE TABLE "achievements" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"target" bigint NOT NULL,
	"family" text,
	"reward" bigint NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "achievements_code_unique" UNIQUE("code"),
	CONSTRAINT "achievements_kind_check" CHECK ("achievements"."kind" in ('FIRST_DEPOSIT', 'POYS_PLACED', 'MONTH_TURNOVER', 'YEEKEE_SIXTEENTH', 'FAMILY_WIN')),
	CONSTRAINT "achievements_values_check" CHECK ("achievements"."target" > 0 and "achievements"."reward" >= 0)
);
--> statement-breakpoint
CREATE TABLE "loyalty_earnings" (
	"source" text PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"family" text NOT NULL,
	"turnover" bigint NOT NULL,
	"rate_bp" integer NOT NULL,
	"points" bigint NOT NULL,
	"remainder" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "loyalty_earnings_amounts_check" CHECK ("loyalty_earnings"."points" >= 0 and "loyalty_earnings"."remainder" between 0 and 9999)
);
--> statement-breakpoint
CREATE TABLE "loyalty_rates" (
	"family" text PRIMARY KEY NOT NULL,
	"rate_bp" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "loyalty_rates_bp_check" CHECK ("loyalty_rates"."rate_bp" between 0 and 10000)
);
--> statement-breakpoint
CREATE TABLE "loyalty_redemptions" (
	"entry_key" text PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"points" bigint NOT NULL,
	"money" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "loyalty_settings" (
	"id" integer PRIMARY KEY NOT NULL,
	"redeem_bp" integer NOT NULL,
	"min_points" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "loyalty_settings_one_row_check" CHECK ("loyalty_settings"."id" = 1),
	CONSTRAINT "loyalty_settings_values_check" CHECK ("loyalty_settings"."redeem_bp" between 0 and 10000 and "loyalty_settings"."min_points" > 0)
);
--> statement-breakpoint
CREATE TABLE "member_achievements" (
	"achievement_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"reward" bigint NOT NULL,
	"achieved_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_achievements_achievement_id_member_id_pk" PRIMARY KEY("achievement_id","member_id")
);
--> statement-breakpoint
ALTER TABLE "loyalty_earnings" ADD CONSTRAINT "loyalty_earnings_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_redemptions" ADD CONSTRAINT "loyalty_redemptions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_achievements" ADD CONSTRAINT "member_achievements_achievement_id_achievements_id_fk" FOREIGN KEY ("achievement_id") REFERENCES "public"."achievements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_achievements" ADD CONSTRAINT "member_achievements_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "loyalty_earnings_created_idx" ON "loyalty_earnings" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "loyalty_redemptions_created_idx" ON "loyalty_redemptions" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "member_achievements_member_idx" ON "member_achievements" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "member_achievements_achieved_idx" ON "member_achievements" USING btree ("achieved_at");--> statement-breakpoint
-- Hand-written below (drizzle-kit does not model rows). Default rates (docs/growth.md): 1 point
-- per 100 baht of lotto turnover (100 bp), 0.5 per 100 baht of games; 1 point redeems 1 baht
-- (10,000 bp), from 100 points.
INSERT INTO "loyalty_rates" ("family", "rate_bp") VALUES
  ('gov', 100), ('stock', 100), ('yeekee', 100), ('yeekee5min', 100), ('pingpong', 100),
  ('hanoy', 100), ('lao', 100), ('laoSuper', 100), ('malay', 100), ('game', 50);
--> statement-breakpoint
INSERT INTO "loyalty_settings" ("id", "redeem_bp", "min_points") VALUES (1, 10000, 10000);
--> statement-breakpoint
-- Starting achievements a site can edit or disable (docs/growth.md); rewards in satang.
INSERT INTO "achievements" ("code", "kind", "target", "family", "reward", "name", "description") VALUES
  ('first-deposit', 'FIRST_DEPOSIT', 1, NULL, 2000,
   '{"th":"ฝากครั้งแรก","en":"First deposit","kh":"ការដាក់ប្រាក់ដំបូង","mm":"ပထမဆုံး ငွေသွင်း"}',
   '{"th":"ฝากเงินเข้าบัญชีครั้งแรก","en":"Make your first deposit","kh":"ដាក់ប្រាក់ជាលើកដំបូង","mm":"ပထမဆုံးအကြိမ် ငွေသွင်းပါ"}'),
  ('poys-10', 'POYS_PLACED', 10, NULL, 1000,
   '{"th":"นักเสี่ยงโชค","en":"Regular player","kh":"អ្នកលេងទៀងទាត់","mm":"ပုံမှန်ကစားသူ"}',
   '{"th":"แทงหวยครบ 10 โพย","en":"Place 10 lottery slips","kh":"ចាក់ឆ្នោត ១០ សន្លឹក","mm":"ထီစာရွက် ၁၀ စောင် ထိုးပါ"}'),
  ('yeekee-16th', 'YEEKEE_SIXTEENTH', 1, NULL, 1600,
   '{"th":"มือยิงลำดับที่ 16","en":"The 16th shot","kh":"ការបាញ់ទី ១៦","mm":"၁၆ ကြိမ်မြောက် ပစ်ချက်"}',
   '{"th":"ยิงเลขยี่กีแล้วได้เป็นลำดับที่ 16","en":"Your Yeekee shot lands as the 16th","kh":"ការបាញ់យីគីរបស់អ្នកជាលេខទី ១៦","mm":"သင့်ယီကီ ပစ်ချက်သည် ၁၆ ကြိမ်မြောက် ဖြစ်သည်"}');

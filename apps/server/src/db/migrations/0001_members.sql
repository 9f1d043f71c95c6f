CREATE TABLE "devices" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"visitor_id" text NOT NULL,
	"member_id" bigint,
	"payload" jsonb NOT NULL,
	"user_agent" text,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"ip" text,
	"user_agent" text
);
--> statement-breakpoint
CREATE TABLE "oauth_states" (
	"state" text PRIMARY KEY NOT NULL,
	"code_verifier" text NOT NULL,
	"nonce" text NOT NULL,
	"redirect_uri" text NOT NULL,
	"payload" jsonb,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "otp_requests" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint,
	"ref_code" text NOT NULL,
	"code_hash" text NOT NULL,
	"phone_number" text NOT NULL,
	"purpose" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "otp_requests_ref_code_unique" UNIQUE("ref_code")
);
--> statement-breakpoint
CREATE TABLE "site_domains" (
	"domain" text PRIMARY KEY NOT NULL,
	"title" text,
	"description" text,
	"site_verification" text,
	"ga_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "avatar" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "line_id" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "line_uid" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "level" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "af_slug" text DEFAULT substr(md5(random()::text || clock_timestamp()::text), 1, 12) NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "referrer_member_id" bigint;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "failed_login_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "login_locked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "pin_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_sessions" ADD CONSTRAINT "member_sessions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "otp_requests" ADD CONSTRAINT "otp_requests_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "devices_visitor_id_idx" ON "devices" USING btree ("visitor_id");--> statement-breakpoint
CREATE INDEX "devices_member_id_idx" ON "devices" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "member_sessions_member_id_idx" ON "member_sessions" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "otp_requests_member_id_created_at_idx" ON "otp_requests" USING btree ("member_id","created_at");--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_referrer_member_id_members_id_fk" FOREIGN KEY ("referrer_member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "members_referrer_member_id_idx" ON "members" USING btree ("referrer_member_id");--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_line_uid_unique" UNIQUE("line_uid");--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_af_slug_unique" UNIQUE("af_slug");--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_status_check" CHECK ("members"."status" in (0, 1, 2, 3, 4, 9));
CREATE TABLE "agents" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"phone_number" text,
	"active_popup" boolean DEFAULT false NOT NULL,
	"active_support" boolean DEFAULT false NOT NULL,
	"url_bailek" text,
	"url_popup" text,
	"url_support" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "members" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"user_name" text NOT NULL,
	"pin_hash" text NOT NULL,
	"phone_number" text,
	"name" text,
	"status" smallint DEFAULT 0 NOT NULL,
	"agent_id" integer DEFAULT 2 NOT NULL,
	"ref_uid" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "members_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "members_user_name_unique" UNIQUE("user_name"),
	CONSTRAINT "members_phone_number_unique" UNIQUE("phone_number")
);
--> statement-breakpoint
CREATE TABLE "staff" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"pin_hash" text NOT NULL,
	"role" text NOT NULL,
	"totp_secret" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_username_unique" UNIQUE("username"),
	CONSTRAINT "staff_role_check" CHECK ("staff"."role" in ('Super Admin', 'Administrator', 'Staff'))
);

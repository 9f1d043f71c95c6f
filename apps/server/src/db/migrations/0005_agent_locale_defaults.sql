CREATE TABLE "agent_locale_defaults" (
	"locale" text PRIMARY KEY NOT NULL,
	"agent_id" integer NOT NULL,
	"ref_uid" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "agent_locale_defaults_locale_check" CHECK ("agent_locale_defaults"."locale" in ('th', 'en', 'kh', 'mm'))
);
--> statement-breakpoint
ALTER TABLE "agent_locale_defaults" ADD CONSTRAINT "agent_locale_defaults_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE no action ON UPDATE no action;
CREATE TABLE "game_highlights" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"game_row_id" bigint NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_providers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"names" jsonb NOT NULL,
	"type" text NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"launch_kind" text DEFAULT 'url-template' NOT NULL,
	"launch_url" text,
	"secret_env" text,
	"logo" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_providers_type_check" CHECK ("game_providers"."type" in ('casino', 'slot', 'sport', 'live')),
	CONSTRAINT "game_providers_status_check" CHECK ("game_providers"."status" in ('ACTIVE', 'INACTIVE')),
	CONSTRAINT "game_providers_launch_kind_check" CHECK ("game_providers"."launch_kind" in ('chokdee', 'url-template'))
);
--> statement-breakpoint
CREATE TABLE "game_sessions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"member_id" bigint NOT NULL,
	"provider_id" bigint NOT NULL,
	"game_id" text,
	"expires_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_transactions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"provider_id" bigint NOT NULL,
	"transaction_id" text NOT NULL,
	"kind" text NOT NULL,
	"member_id" bigint NOT NULL,
	"round_id" text NOT NULL,
	"game_id" text NOT NULL,
	"amount" bigint NOT NULL,
	"reference_transaction_id" text,
	"body_hash" text,
	"outcome" text NOT NULL,
	"balance_after" bigint,
	"ledger_entry_id" bigint,
	"settled" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_transactions_kind_check" CHECK ("game_transactions"."kind" in ('bet', 'win', 'rollback')),
	CONSTRAINT "game_transactions_amount_check" CHECK ("game_transactions"."amount" >= 0),
	CONSTRAINT "game_transactions_outcome_check" CHECK ("game_transactions"."outcome" in ('OK', 'TRANSACTION_ROLLED_BACK')),
	CONSTRAINT "game_transactions_settled_check" CHECK ("game_transactions"."settled" is null or "game_transactions"."settled" in ('WON', 'ROLLED_BACK'))
);
--> statement-breakpoint
CREATE TABLE "games" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"provider_id" bigint NOT NULL,
	"game_id" text NOT NULL,
	"names" jsonb NOT NULL,
	"image" text NOT NULL,
	"category" text,
	"hot" boolean DEFAULT false NOT NULL,
	"is_new" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "game_highlights" ADD CONSTRAINT "game_highlights_game_row_id_games_id_fk" FOREIGN KEY ("game_row_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_sessions" ADD CONSTRAINT "game_sessions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_sessions" ADD CONSTRAINT "game_sessions_provider_id_game_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."game_providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_transactions" ADD CONSTRAINT "game_transactions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_transactions" ADD CONSTRAINT "game_transactions_ledger_entry_id_ledger_entries_id_fk" FOREIGN KEY ("ledger_entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_provider_id_game_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."game_providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "game_highlights_game_idx" ON "game_highlights" USING btree ("game_row_id");--> statement-breakpoint
CREATE UNIQUE INDEX "game_providers_code_idx" ON "game_providers" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "game_sessions_token_hash_idx" ON "game_sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "game_sessions_open_member_idx" ON "game_sessions" USING btree ("member_id") WHERE "game_sessions"."ended_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "game_transactions_provider_transaction_idx" ON "game_transactions" USING btree ("provider_id","transaction_id");--> statement-breakpoint
CREATE INDEX "game_transactions_member_time_idx" ON "game_transactions" USING btree ("member_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "game_transactions_provider_time_idx" ON "game_transactions" USING btree ("provider_id","created_at");--> statement-breakpoint
CREATE INDEX "game_transactions_round_idx" ON "game_transactions" USING btree ("provider_id","round_id");--> statement-breakpoint
CREATE UNIQUE INDEX "games_provider_game_idx" ON "games" USING btree ("provider_id","game_id");
CREATE TABLE "crypto_addresses" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"network" text NOT NULL,
	"address" text NOT NULL,
	"member_id" bigint,
	"assigned_at" timestamp with time zone,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "crypto_addresses_assigned_check" CHECK (("crypto_addresses"."member_id" is null) = ("crypto_addresses"."assigned_at" is null))
);
--> statement-breakpoint
CREATE TABLE "crypto_deposits" (
	"deposit_id" bigint PRIMARY KEY NOT NULL,
	"network" text NOT NULL,
	"address_id" bigint NOT NULL,
	"crypto_amount" bigint NOT NULL,
	"rate" bigint NOT NULL,
	CONSTRAINT "crypto_deposits_crypto_amount_check" CHECK ("crypto_deposits"."crypto_amount" > 0),
	CONSTRAINT "crypto_deposits_rate_check" CHECK ("crypto_deposits"."rate" > 0)
);
--> statement-breakpoint
CREATE TABLE "crypto_transfers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"network" text NOT NULL,
	"tx_hash" text NOT NULL,
	"address" text NOT NULL,
	"amount" bigint NOT NULL,
	"confirmations" integer NOT NULL,
	"member_id" bigint,
	"deposit_id" bigint,
	"status" text NOT NULL,
	"credited_amount" bigint,
	"decided_by" bigint,
	"decided_at" timestamp with time zone,
	"note" text,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "crypto_transfers_amount_check" CHECK ("crypto_transfers"."amount" > 0),
	CONSTRAINT "crypto_transfers_confirmations_check" CHECK ("crypto_transfers"."confirmations" >= 0),
	CONSTRAINT "crypto_transfers_status_check" CHECK ("crypto_transfers"."status" in ('CONFIRMING', 'CREDITED', 'UNMATCHED', 'DISMISSED')),
	CONSTRAINT "crypto_transfers_credited_check" CHECK (("crypto_transfers"."status" = 'CREDITED') = ("crypto_transfers"."credited_amount" is not null) and ("crypto_transfers"."status" <> 'CREDITED' or "crypto_transfers"."deposit_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "truemoney_deposits" (
	"deposit_id" bigint PRIMARY KEY NOT NULL,
	"wallet_phone" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "truemoney_transfers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"transaction_id" text NOT NULL,
	"amount" bigint NOT NULL,
	"from_phone" text NOT NULL,
	"transfer_time" timestamp with time zone NOT NULL,
	"member_id" bigint,
	"status" text NOT NULL,
	"deposit_id" bigint,
	"decided_by" bigint,
	"decided_at" timestamp with time zone,
	"note" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "truemoney_transfers_amount_check" CHECK ("truemoney_transfers"."amount" > 0),
	CONSTRAINT "truemoney_transfers_status_check" CHECK ("truemoney_transfers"."status" in ('MATCHED', 'UNMATCHED', 'DISMISSED')),
	CONSTRAINT "truemoney_transfers_matched_check" CHECK (("truemoney_transfers"."status" = 'MATCHED') = ("truemoney_transfers"."deposit_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "crypto_addresses" ADD CONSTRAINT "crypto_addresses_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crypto_addresses" ADD CONSTRAINT "crypto_addresses_created_by_staff_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crypto_deposits" ADD CONSTRAINT "crypto_deposits_deposit_id_deposits_id_fk" FOREIGN KEY ("deposit_id") REFERENCES "public"."deposits"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crypto_deposits" ADD CONSTRAINT "crypto_deposits_address_id_crypto_addresses_id_fk" FOREIGN KEY ("address_id") REFERENCES "public"."crypto_addresses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crypto_transfers" ADD CONSTRAINT "crypto_transfers_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crypto_transfers" ADD CONSTRAINT "crypto_transfers_deposit_id_deposits_id_fk" FOREIGN KEY ("deposit_id") REFERENCES "public"."deposits"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crypto_transfers" ADD CONSTRAINT "crypto_transfers_decided_by_staff_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "truemoney_deposits" ADD CONSTRAINT "truemoney_deposits_deposit_id_deposits_id_fk" FOREIGN KEY ("deposit_id") REFERENCES "public"."deposits"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "truemoney_transfers" ADD CONSTRAINT "truemoney_transfers_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "truemoney_transfers" ADD CONSTRAINT "truemoney_transfers_deposit_id_deposits_id_fk" FOREIGN KEY ("deposit_id") REFERENCES "public"."deposits"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "truemoney_transfers" ADD CONSTRAINT "truemoney_transfers_decided_by_staff_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "crypto_addresses_network_address_idx" ON "crypto_addresses" USING btree ("network","address");--> statement-breakpoint
CREATE UNIQUE INDEX "crypto_addresses_network_member_idx" ON "crypto_addresses" USING btree ("network","member_id");--> statement-breakpoint
CREATE INDEX "crypto_addresses_free_idx" ON "crypto_addresses" USING btree ("network","id") WHERE "crypto_addresses"."member_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "crypto_transfers_network_tx_hash_idx" ON "crypto_transfers" USING btree ("network","tx_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "crypto_transfers_deposit_id_idx" ON "crypto_transfers" USING btree ("deposit_id");--> statement-breakpoint
CREATE INDEX "crypto_transfers_member_idx" ON "crypto_transfers" USING btree ("member_id","first_seen_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "crypto_transfers_status_seen_idx" ON "crypto_transfers" USING btree ("status","first_seen_at");--> statement-breakpoint
CREATE UNIQUE INDEX "truemoney_transfers_transaction_id_idx" ON "truemoney_transfers" USING btree ("transaction_id");--> statement-breakpoint
CREATE UNIQUE INDEX "truemoney_transfers_deposit_id_idx" ON "truemoney_transfers" USING btree ("deposit_id");--> statement-breakpoint
CREATE INDEX "truemoney_transfers_member_time_idx" ON "truemoney_transfers" USING btree ("member_id","transfer_time" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "truemoney_transfers_status_received_idx" ON "truemoney_transfers" USING btree ("status","received_at");--> statement-breakpoint
-- Hand-written: one open TRUEMONEY and one open CRYPTO request a member, so an incoming transfer
-- (a TrueMoney phone + amount, a crypto address) names at most one request (docs/deposits.md).
CREATE UNIQUE INDEX "deposits_open_provider_member_idx" ON "deposits" USING btree ("member_id", "method") WHERE "status" = 'PENDING' AND "method" IN ('TRUEMONEY', 'CRYPTO');--> statement-breakpoint
-- The networks the domain knows (CRYPTO_NETWORKS); settings pick which are offered.
ALTER TABLE "crypto_addresses" ADD CONSTRAINT "crypto_addresses_network_check" CHECK ("network" IN ('TRC20', 'ERC20', 'BEP20'));--> statement-breakpoint
ALTER TABLE "crypto_deposits" ADD CONSTRAINT "crypto_deposits_network_check" CHECK ("network" IN ('TRC20', 'ERC20', 'BEP20'));--> statement-breakpoint
ALTER TABLE "crypto_transfers" ADD CONSTRAINT "crypto_transfers_network_check" CHECK ("network" IN ('TRC20', 'ERC20', 'BEP20'));

CREATE TABLE "self_exclusions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"period" text NOT NULL,
	"until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "self_exclusions_period_check" CHECK ("self_exclusions"."period" in ('24h', '7d', '6m', '1y', 'permanent'))
);
--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "birth_date" date;--> statement-breakpoint
ALTER TABLE "self_exclusions" ADD CONSTRAINT "self_exclusions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "self_exclusions_member_idx" ON "self_exclusions" USING btree ("member_id","until");--> statement-breakpoint
-- A self-exclusion cannot be lifted early by anyone (issue 22): no UPDATE or DELETE reaches it.
CREATE FUNCTION self_exclusions_refuse_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'self_exclusions is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER self_exclusions_no_update_delete BEFORE UPDATE OR DELETE ON "self_exclusions"
  FOR EACH ROW EXECUTE FUNCTION self_exclusions_refuse_change();

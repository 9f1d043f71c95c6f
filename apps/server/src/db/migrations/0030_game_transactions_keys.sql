-- The keys dropped here were checked once per row with a KEY SHARE lock on the member's row and
-- the entry's: with two batches of bets in flight the member rows were locked by both and made
-- MultiXacts, and the two checks were a third of PostgreSQL's CPU per bet (docs/performance.md,
-- game wallet). Both values come from the same statement's own reads (the game session's member,
-- the entry just written under its key); members are never deleted and ledger entries cannot be
-- (migrations 0004 and 0029).
ALTER TABLE "game_transactions" DROP CONSTRAINT "game_transactions_member_id_members_id_fk";
--> statement-breakpoint
ALTER TABLE "game_transactions" DROP CONSTRAINT "game_transactions_ledger_entry_id_ledger_entries_id_fk";

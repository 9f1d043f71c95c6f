DROP INDEX "lotto_exposure_round_stake_idx";--> statement-breakpoint
-- Room on each page for HOT updates of the hot exposure rows (placement updates them on every slip).
ALTER TABLE "lotto_exposure" SET (fillfactor = 70);

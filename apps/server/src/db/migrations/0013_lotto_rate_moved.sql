-- Placement prices a slip on a snapshot of its numbers and sends its last statement (lines and
-- exposure upsert) together with COMMIT. That statement calls this with the number of lines whose
-- stake sold, read under the row locks, left the range their rate was priced for: any such line
-- aborts the transaction before the COMMIT runs, and placement prices the slip again.
CREATE FUNCTION lotto_rate_moved(moved bigint) RETURNS bigint LANGUAGE plpgsql AS $$
BEGIN
  IF moved > 0 THEN
    RAISE EXCEPTION 'the rate of % number(s) of the slip moved while it was placed', moved
      USING ERRCODE = 'CD001';
  END IF;
  RETURN moved;
END $$;

-- A stake's ledger entry can be sent in one round trip with the statements after it and COMMIT.
-- Its statement then calls this with whether its member line moved money: a debit refused (not
-- enough available money, no account) or a key already used aborts the transaction before the
-- statements after it and the COMMIT run, and the server answers the refusal.
CREATE FUNCTION ledger_assert_moved(moved boolean) RETURNS boolean LANGUAGE plpgsql AS $$
BEGIN
  IF NOT moved THEN
    RAISE EXCEPTION 'the entry moved no money (not enough available, or its key was used)'
      USING ERRCODE = 'CD003';
  END IF;
  RETURN moved;
END $$;

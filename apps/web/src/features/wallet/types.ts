/** One statement line (`POST /api/transactions.all`, `POST /api/af-cashs.transaction.all`). */
export interface StatementLine {
  id: string;
  /** A spec §9 type, or an internal ledger type (AF_COMMISSION, REVERSAL) on the affiliate statement. */
  transactionType: string;
  /** Baht, signed: debits are negative. */
  amount: number;
  /** Ledger balance after this line, baht. */
  balanceAfter: number;
  /** `YYYY-MM-DDTHH:mm:ss+07:00`. */
  createdAt: string;
  /** Staff's text as typed, or the English of a coded remark (shown only when the code is unknown). */
  remark: string | null;
  /** A server-written remark (REMARK_CODES) and its parameters, worded under `remarks.*`. */
  remarkCode?: string | null;
  remarkParams?: Record<string, string | number> | null;
}

/** `GET /api/credit-turnovers`. */
export interface CreditTurnover {
  canWithdraw: boolean;
  /** Baht still to bet over all open requirements. */
  turnOver: number;
  /** `DEPOSIT` or `PROMOTION` (the oldest open requirement), null when none. */
  type: string | null;
}

/** A statement query: Bangkok calendar dates `YYYY-MM-DD`, both inclusive. */
export interface DateRange {
  from: string;
  to: string;
}

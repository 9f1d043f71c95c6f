/** A result as `GET /api/bet-list-results` shows it (docs/api.md "Lotto results"): digit strings. */
export interface ResultFields {
  top3?: string;
  top2?: string;
  bottom2?: string;
  /** Government: the two "front 3" prizes. */
  front3?: string[];
  /** Government: the two "last 3" prizes. */
  back3?: string[];
  /** 4D families. */
  four?: string;
  /** Government: the 6-digit first prize. */
  firstPrize?: string;
}

/** One round's confirmed result. */
export interface RoundResult {
  betId: string;
  betGroup: string;
  betType: string;
  name: string;
  drawDate: string;
  /** ISO 8601 +07:00. */
  resultTime: string;
  status: string;
  result: ResultFields;
}

/** The query of one call: a draw date and/or a group (a group alone is its latest 30). */
export interface ResultQuery {
  resultDate?: string | undefined;
  betGroup?: string | undefined;
}

/** A round's confirmed result as poys.one / poys.all show it (docs/api.md "Wins on poys"): digit strings. */
export interface PoyRoundResult {
  top3?: string;
  top2?: string;
  bottom2?: string;
  front3?: string[];
  back3?: string[];
  four?: string;
  firstPrize?: string;
}

/** `poys.all` rows (docs/lotto.md "HTTP answers"); money in baht. */
export interface PoySummary {
  poyId: string;
  betId: string;
  betGroup: string;
  betType: string;
  roundName: string;
  dt: string;
  total: number;
  status: string;
  lineCount: number;
  createdAt: string;
  cancellable: boolean;
  /** Baht; null until settled. */
  win: number | null;
  /** The round's confirmed result; null while there is none. */
  result: PoyRoundResult | null;
}

export interface PoyLine {
  number: string;
  option: string;
  price: number;
  multiply: number | null;
  sets: number | null;
  /** Null until the round is settled. */
  win: number | null;
}

/** `poys.one`. */
export interface PoyDetail {
  poyId: string;
  betId: string;
  round: {
    betGroup: string;
    betType: string;
    name: string;
    dt: string;
    closeDt: string;
    resultDt: string;
    status: string;
  };
  total: number;
  status: string;
  note: string | null;
  createdAt: string;
  cancellable: boolean;
  /** Baht, the sum of the lines' wins; null until settled. */
  win: number | null;
  /** The round's confirmed result; null while there is none. */
  result: PoyRoundResult | null;
  lines: PoyLine[];
}

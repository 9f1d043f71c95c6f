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
  round: { betGroup: string; betType: string; name: string; dt: string; closeDt: string; resultDt: string; status: string };
  total: number;
  status: string;
  note: string | null;
  createdAt: string;
  cancellable: boolean;
  lines: PoyLine[];
}

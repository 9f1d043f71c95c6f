import type { FourDFamily, RoundFamily } from '@chokdee/domain';

/** A round as the API shows it (docs/lotto.md "HTTP answers"): money in baht, times ISO +07:00. */
export interface Round {
  betGroup: string;
  betType: RoundFamily;
  betId: string;
  betName: string;
  name: string;
  roundNo: number;
  dt: string;
  closeTime: string;
  resultTime: string;
  closeDt: string;
  resultDt: string;
  betMax: number | null;
  active: boolean;
  status: string;
  setPrice?: number;
  unixTimeStamp: { realCloseTime: number; realResultTime: number };
}

export interface ApiRate {
  option: string;
  multiply: number;
}
export interface ApiNumberRate extends ApiRate {
  number: string;
}
export interface ApiMinMax {
  betOption: string;
  betMin: number;
  betMax: number;
}

/** `bet-lists.one`: the round plus what it sells. */
export interface RoundDetail extends Round {
  options: string[];
  rates: ApiRate[];
  minMax: ApiMinMax[];
  cancelMinutes: number;
}

export interface RatesNow {
  defaultRate: ApiRate[];
  rateNow: ApiNumberRate[];
}

export type FourDLists = Record<FourDFamily, Round[]>;

/**
 * `bet-lists.latest`. The server names the 5-minute group `yeekee5Min` (spec §7 spelling); the
 * web reads either spelling.
 */
export interface BetListsLatest {
  gov?: Round[];
  stock?: Round[];
  yeekee?: Round[];
  yeekee5Min?: Round[];
  yeekee5min?: Round[];
  pingpong?: Round[];
  gov4d?: Partial<FourDLists>;
}

/** The answer of poys.create, the 4D creates and poys.one. */
export interface PoyDetail {
  poyId: string;
  betId: string;
  round: Round;
  total: number;
  status: string;
  note: string | null;
  createdAt: string;
  cancellable: boolean;
  lines: {
    number: string;
    option: string;
    price: number;
    multiply: number | null;
    sets: number | null;
    win: number | null;
  }[];
}

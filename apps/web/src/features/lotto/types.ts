import type {
  betListsLatestEndpoint,
  betListsOneEndpoint,
  EndpointAnswer,
  fourDLatestEndpoint,
  minMaxAnswer,
  numberRateAnswer,
  poysCreateEndpoint,
  rateAnswer,
  rateNowEndpoint,
  roundAnswer,
} from '@chokdee/domain';
import type { z } from 'zod';

/** A round as the API shows it (docs/lotto.md "HTTP answers"): money in baht, times ISO +07:00. */
export type Round = z.input<typeof roundAnswer>;
export type ApiRate = z.input<typeof rateAnswer>;
export type ApiNumberRate = z.input<typeof numberRateAnswer>;
export type ApiMinMax = z.input<typeof minMaxAnswer>;

/** `bet-lists.one`: the round plus what it sells. */
export type RoundDetail = EndpointAnswer<typeof betListsOneEndpoint>;
export type RatesNow = EndpointAnswer<typeof rateNowEndpoint>;
export type FourDLists = EndpointAnswer<typeof fourDLatestEndpoint>;
export type BetListsLatest = EndpointAnswer<typeof betListsLatestEndpoint>;

/** The answer of poys.create, the 4D creates and poys.one. */
export type PoyDetail = EndpointAnswer<typeof poysCreateEndpoint>;

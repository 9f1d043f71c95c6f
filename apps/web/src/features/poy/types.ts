import type {
  EndpointAnswer,
  poyLineAnswer,
  poysAllEndpoint,
  poysOneEndpoint,
  publicResultAnswer,
} from '@chokdee/domain';
import type { z } from 'zod';

/** A round's confirmed result as poys.one / poys.all show it (docs/api.md "Wins on poys"): digit strings. */
export type PoyRoundResult = z.input<typeof publicResultAnswer>;
/** `poys.all` rows (docs/lotto.md "HTTP answers"); money in baht. */
export type PoySummary = EndpointAnswer<typeof poysAllEndpoint>[number];
export type PoyLine = z.input<typeof poyLineAnswer>;
/** `poys.one`. */
export type PoyDetail = EndpointAnswer<typeof poysOneEndpoint>;

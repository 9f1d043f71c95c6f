import type {
  betListResultsEndpoint,
  EndpointAnswer,
  EndpointInput,
  publicResultAnswer,
} from '@chokdee/domain';
import type { z } from 'zod';

/** A result as `GET /api/bet-list-results` shows it (docs/api.md "Lotto results"): digit strings. */
export type ResultFields = z.input<typeof publicResultAnswer>;
/** One round's confirmed result. */
export type RoundResult = EndpointAnswer<typeof betListResultsEndpoint>[number];

/** The query of one call: a draw date and/or a group (a group alone is its latest 30). */
export type ResultQuery = Pick<EndpointInput<typeof betListResultsEndpoint>, 'resultDate' | 'betGroup'>;

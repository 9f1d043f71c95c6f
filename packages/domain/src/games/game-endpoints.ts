import { endpointGroup } from '../contract/endpoint-group.ts';
import { endpoint } from '../contract/endpoint.ts';
import {
  gameBalanceHookAnswer,
  gameBalanceHookBody,
  gameBetHookBody,
  gameHookParams,
  gameMoneyHookAnswer,
  gameRollbackHookBody,
  gameWinHookBody,
} from './game-hook-schemas.ts';
import {
  gameHighlightsAnswer,
  gamesLaunchAnswer,
  gamesLaunchRequest,
  gamesLogoutAnswer,
  partnerListAnswer,
} from './game-schemas.ts';

const games = { member: 'games' } as const;
const LIST_SUMMARY =
  'Game providers with their catalogues; names in the locale cookie language (th fallback)';

export const partnersGameListConfigEndpoint = endpoint({
  method: 'POST',
  path: '/api/partners.game.list.config',
  auth: games,
  response: partnerListAnswer,
  summary: `${LIST_SUMMARY}, for a signed-in member`,
  description:
    'Status 3 (games suspended): 403. Inactive games are left out; an inactive provider has `active: false`.',
  tags: ['games'],
});

export const partnersGameListConfigNrEndpoint = endpoint({
  method: 'POST',
  path: '/api/partners.game.list.config.nr',
  auth: 'public',
  response: partnerListAnswer,
  summary: `${LIST_SUMMARY}, the list shown to visitors`,
  tags: ['games'],
});

export const gameHighlightConfigsEndpoint = endpoint({
  method: 'GET',
  path: '/api/game-highlight-configs',
  auth: 'public',
  response: gameHighlightsAnswer,
  summary: 'The highlighted games, in order (active games of active providers only)',
  tags: ['games'],
});

export const gamesLaunchEndpoint = endpoint({
  method: 'POST',
  path: '/api/games.launch',
  auth: games,
  body: gamesLaunchRequest,
  response: gamesLaunchAnswer,
  errors: ['GAME_NOT_FOUND', 'GAME_PROVIDER_NOT_FOUND'],
  summary: "Open a game: a fresh single-member game session token (8 h for bets) in the provider's URL",
  description:
    'Status 3: 403. Unknown or inactive provider, or a provider without a launch URL: 404 GAME_PROVIDER_NOT_FOUND; ' +
    'unknown or inactive game: 404 GAME_NOT_FOUND. Without gameId the provider lobby (or `gameList` sub-lobby) opens.',
  tags: ['games'],
});

export const gamesLogoutEndpoint = endpoint({
  method: 'POST',
  path: '/api/games.logout',
  auth: games,
  response: gamesLogoutAnswer,
  summary: "End the member's open game sessions (their tokens refuse bets from now on)",
  tags: ['games'],
});

const HOOK_DESCRIPTION =
  'Header `x-signature` = lowercase hex HMAC-SHA256 of the raw body with the provider secret (outside production, HOOK_SECRET for a provider without one); ' +
  'missing or wrong: 401, nothing moves. Unknown provider: 404. Amounts in integer satang. Business outcomes answer 200 with `status` (docs/games.md).';

/** The seamless wallet: one endpoint per action, all signed with the provider's secret. */
export const gameHookEndpoints = endpointGroup(
  { auth: 'public', tags: ['hooks'] },
  {
    balance: {
      method: 'POST',
      path: '/api/hooks/games/:provider/balance',
      params: gameHookParams,
      body: gameBalanceHookBody,
      response: gameBalanceHookAnswer,
      errors: ['HOOK_SIGNATURE_INVALID', 'HOOK_BODY_NOT_JSON', 'GAME_PROVIDER_NOT_FOUND'],
      summary: "A game provider reads the member's balance (satang)",
      description: HOOK_DESCRIPTION,
    },
    bet: {
      method: 'POST',
      path: '/api/hooks/games/:provider/bet',
      params: gameHookParams,
      body: gameBetHookBody,
      response: gameMoneyHookAnswer,
      errors: ['HOOK_SIGNATURE_INVALID', 'HOOK_BODY_NOT_JSON', 'GAME_PROVIDER_NOT_FOUND'],
      summary: 'A game provider debits a bet (BET_GAME), idempotent on transactionId',
      description: HOOK_DESCRIPTION,
    },
    win: {
      method: 'POST',
      path: '/api/hooks/games/:provider/win',
      params: gameHookParams,
      body: gameWinHookBody,
      response: gameMoneyHookAnswer,
      errors: ['HOOK_SIGNATURE_INVALID', 'HOOK_BODY_NOT_JSON', 'GAME_PROVIDER_NOT_FOUND'],
      summary: 'A game provider credits the win of a bet (WIN_GAME; amount 0 closes a lost round)',
      description: HOOK_DESCRIPTION,
    },
    rollback: {
      method: 'POST',
      path: '/api/hooks/games/:provider/rollback',
      params: gameHookParams,
      body: gameRollbackHookBody,
      response: gameMoneyHookAnswer,
      errors: ['HOOK_SIGNATURE_INVALID', 'HOOK_BODY_NOT_JSON', 'GAME_PROVIDER_NOT_FOUND'],
      summary: 'A game provider cancels a bet (REFUND_GAME); a rollback before its bet is remembered',
      description: HOOK_DESCRIPTION,
    },
  },
);

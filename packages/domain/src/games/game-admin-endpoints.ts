import { endpointGroup } from '../contract/endpoint-group.ts';
import {
  adminGame,
  adminGameCreateRequest,
  adminGameHighlightsResult,
  adminGameHighlightsUpdateRequest,
  adminGameProvider,
  adminGameProvidersResult,
  adminGameProviderUpdateRequest,
  adminGameReportQuery,
  adminGameReportResult,
  adminGamesQuery,
  adminGamesResult,
  adminGameTransactionsQuery,
  adminGameTransactionsResult,
  adminGameUpdateRequest,
} from './game-admin-schemas.ts';

const view = { staff: 'games.view' } as const;
const manage = { staff: 'games.manage' } as const;

/** The back office of partner games (docs/games.md). Every change is audited. */
export const adminGamesEndpoints = endpointGroup(
  { tags: ['admin: games'] },
  {
    providersList: {
      method: 'GET',
      path: '/api/admin/games.providers.list',
      auth: view,
      response: adminGameProvidersResult,
      summary: 'Game providers in display order, with launch settings (never the secret itself)',
    },
    providersUpdate: {
      method: 'POST',
      path: '/api/admin/games.providers.update',
      auth: manage,
      body: adminGameProviderUpdateRequest,
      response: adminGameProvider,
      errors: ['GAME_PROVIDER_NOT_FOUND'],
      summary:
        "Change a provider's names, type, status, launch adapter and URL, secret variable, logo or order. Audited.",
    },
    gamesList: {
      method: 'GET',
      path: '/api/admin/games.games.list',
      auth: view,
      query: adminGamesQuery,
      response: adminGamesResult,
      summary: 'Catalogue games (filter provider, id or name contains), in provider and display order',
    },
    gamesCreate: {
      method: 'POST',
      path: '/api/admin/games.games.create',
      auth: manage,
      body: adminGameCreateRequest,
      response: adminGame,
      status: 201,
      errors: ['GAME_PROVIDER_NOT_FOUND', 'GAME_EXISTS'],
      summary: "Add a game to a provider's catalogue. Audited.",
    },
    gamesUpdate: {
      method: 'POST',
      path: '/api/admin/games.games.update',
      auth: manage,
      body: adminGameUpdateRequest,
      response: adminGame,
      errors: ['GAME_NOT_FOUND'],
      summary: 'Change a game (names, image, category, hot/new, active, order). Audited.',
    },
    highlightsList: {
      method: 'GET',
      path: '/api/admin/games.highlights.list',
      auth: view,
      response: adminGameHighlightsResult,
      summary: 'The highlighted games in display order',
    },
    highlightsUpdate: {
      method: 'POST',
      path: '/api/admin/games.highlights.update',
      auth: manage,
      body: adminGameHighlightsUpdateRequest,
      response: adminGameHighlightsResult,
      errors: ['GAME_NOT_FOUND'],
      summary: 'Replace the highlights; the order given is the display order. Audited.',
    },
    transactionsList: {
      method: 'GET',
      path: '/api/admin/games.transactions.list',
      auth: view,
      query: adminGameTransactionsQuery,
      response: adminGameTransactionsResult,
      summary:
        "Members' game wallet calls, newest first (member name prefix or uuid, provider, round id, transaction id, from/to)",
    },
    reportDaily: {
      method: 'GET',
      path: '/api/admin/games.report.daily',
      auth: view,
      query: adminGameReportQuery,
      response: adminGameReportResult,
      summary:
        'Per +07:00 day and provider: bets, wins, refunds, GGR (bets - wins - refunds), bet count, players',
    },
  },
);

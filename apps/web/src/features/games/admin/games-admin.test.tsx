import { permissionsOf, type StaffRole } from '@chokdee/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app.tsx';
import { setLocale } from '../../../lib/i18n.ts';
import { installFakeApi, type FakeApi } from '../../../test/fake-api.ts';
import { setupI18n } from '../../../test/render.tsx';
import en from '../../../locales/admin/en.json';

beforeAll(setupI18n);
beforeEach(async () => {
  await setLocale('en');
  document.cookie = 'staffCsrf=csrf-1; path=/';
});

const names = (name: string) => ({ th: name, en: name, kh: name, mm: name });
const PROVIDERS = [
  {
    provider: 'chokdee',
    names: names('Chokdee Games'),
    type: 'slot',
    status: 'ACTIVE',
    launchKind: 'chokdee',
    launchUrl: 'http://127.0.0.1:3002',
    secretEnv: null,
    secretConfigured: false,
    logo: '/games/chokdee.svg',
    sortOrder: 0,
    gameCount: 2,
    updatedAt: '2026-11-27T10:00:00+07:00',
  },
  {
    provider: 'joker',
    names: names('Joker'),
    type: 'slot',
    status: 'INACTIVE',
    launchKind: 'url-template',
    launchUrl: null,
    secretEnv: 'GAMES_JOKER_SECRET',
    secretConfigured: true,
    logo: '/games/joker.svg',
    sortOrder: 1,
    gameCount: 0,
    updatedAt: '2026-11-27T10:00:00+07:00',
  },
];

const asRole = (role: StaffRole): FakeApi => {
  const api = installFakeApi();
  api.on('admin/auth.me', {
    body: {
      id: 7,
      username: 'staff1',
      role,
      totpEnrolled: true,
      enrolmentRequired: false,
      permissions: permissionsOf(role),
    },
  });
  api.on('admin/games.providers.list', { body: { items: PROVIDERS } });
  return api;
};

describe('games back office', () => {
  it('providers: status, launch and where the secret comes from, never a secret value; edit for managers', async () => {
    const api = asRole('Super Admin');
    api.on('admin/games.providers.update', (body) => ({ body: { ...PROVIDERS[1], ...(body as object) } }));
    renderApp(['/admin/games']);
    const rows = await screen.findAllByTestId('game-provider-row');
    expect(rows.map((row) => row.dataset.status)).toEqual(['ACTIVE', 'INACTIVE']);
    expect(within(rows[1]!).getByText(en.games.notLaunchable)).toBeTruthy();
    expect(within(rows[1]!).getByText('GAMES_JOKER_SECRET')).toBeTruthy();
    expect(within(rows[0]!).getByText(en.games.secretShared)).toBeTruthy();

    fireEvent.click(screen.getByTestId('provider-edit-joker'));
    fireEvent.change(await screen.findByTestId('provider-status'), { target: { value: 'ACTIVE' } });
    fireEvent.click(screen.getByTestId('provider-save'));
    await waitFor(() => expect(api.calls.some((c) => c.path === 'admin/games.providers.update')).toBe(true));
    expect(api.calls.find((c) => c.path === 'admin/games.providers.update')?.body).toMatchObject({
      provider: 'joker',
      status: 'ACTIVE',
      launchUrl: null,
      secretEnv: 'GAMES_JOKER_SECRET',
    });
  });

  it('Staff (games.view only) sees the providers but cannot edit them', async () => {
    asRole('Staff');
    renderApp(['/admin/games']);
    await screen.findAllByTestId('game-provider-row');
    expect(screen.queryByTestId('provider-edit-chokdee')).toBeNull();
  });

  it('transactions: search by member, round and transaction id', async () => {
    const api = asRole('Staff');
    const asked: URLSearchParams[] = [];
    api.on('admin/games.transactions.list', (_body, url) => {
      asked.push(url.searchParams);
      return {
        body: {
          items: [
            {
              id: '1',
              provider: 'chokdee',
              transactionId: 'tx-1',
              referenceTransactionId: null,
              kind: 'bet',
              outcome: 'OK',
              memberUuid: 'u-1',
              userName: 'somchai01',
              roundId: 'r-9',
              gameId: 'chokdee-slot',
              amount: 10,
              createdAt: '2026-11-27T10:00:00+07:00',
            },
          ],
          total: 1,
          page: 1,
          pageSize: 20,
        },
      };
    });
    renderApp(['/admin/game-transactions?q=somchai01&roundId=r-9&transactionId=tx-1']);
    expect(await screen.findAllByTestId('game-transaction-row')).toHaveLength(1);
    expect(Object.fromEntries(asked.at(-1)!)).toMatchObject({
      q: 'somchai01',
      roundId: 'r-9',
      transactionId: 'tx-1',
    });
  });

  it('daily report: totals, a row per day and provider, the chart', async () => {
    const api = asRole('Staff');
    api.on('admin/games.report.daily', {
      body: {
        items: [
          {
            day: '2026-11-26',
            provider: 'chokdee',
            bets: 1000,
            wins: 900,
            refunds: 10,
            ggr: 90,
            betCount: 40,
            players: 3,
          },
        ],
        totals: { bets: 1000, wins: 900, refunds: 10, ggr: 90 },
      },
    });
    renderApp(['/admin/game-report']);
    expect(await screen.findAllByTestId('game-report-row')).toHaveLength(1);
    expect(screen.getByTestId('game-report-totals').textContent).toContain('1,000.00');
    expect(screen.getByTestId('game-report-chart')).toBeTruthy();
  });
});

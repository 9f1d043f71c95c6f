import { permissionsOf, type RoundFamily, type StaffRole } from '@chokdee/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app.tsx';
import { setLocale } from '../../../lib/i18n.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { installFakeApi, type FakeApi } from '../../../test/fake-api.ts';
import { setupI18n } from '../../../test/render.tsx';
import en from '../../../locales/admin/en.json';
import type { ResultVersion, RoundResults } from './lotto-api.ts';

beforeAll(setupI18n);
beforeEach(async () => {
  // The member bundle too: failures are worded by code from it.
  await setLocale('en');
  document.cookie = 'staffCsrf=csrf-1; path=/';
});

const ME = 7;
const PAGE = '/admin/lotto/rounds/5';
const RESULTS = 'admin/lotto/rounds/5/results';

const round = (family: RoundFamily, status: string) => ({
  id: '5',
  family,
  drawDate: '2026-07-01',
  roundNo: 1,
  name: family,
  status,
  openAt: '2026-06-16T16:00:00+07:00',
  closeAt: '2026-07-01T15:20:00+07:00',
  resultAt: '2026-07-01T16:00:00+07:00',
  poys: 0,
  stake: 0,
  payout: 0,
  options: [],
  rates: {},
  bounds: {},
  tiers: [],
  roundMax: null,
  cancelMinutes: 30,
  editable: false,
  rules: [],
});

const version = (extra: Partial<ResultVersion> = {}): ResultVersion => ({
  id: '11',
  roundId: '5',
  version: 1,
  status: 'PENDING',
  input: { kind: 'gov', firstPrize: '845123', front3: ['017', '398'], back3: ['256', '004'], last2: '45' },
  result: { top3: '123', top2: '23', bottom2: '45', front3: ['017', '398'], back3: ['256', '004'] },
  enteredById: 8,
  enteredBy: 'other',
  enteredAt: '2026-07-01T16:05:00+07:00',
  decidedById: null,
  decidedBy: null,
  decidedAt: null,
  ...extra,
});

const setUp = (
  role: StaffRole,
  family: RoundFamily,
  results: Partial<RoundResults> = {},
  status = 'CLOSED',
): FakeApi => {
  // One test may render several rounds with the same id: each starts from an empty cache.
  queryClient.clear();
  const api = installFakeApi();
  api.on('admin/auth.me', {
    body: {
      id: ME,
      username: 'ops1',
      role,
      totpEnrolled: true,
      enrolmentRequired: false,
      permissions: permissionsOf(role),
    },
  });
  api.on('admin/lotto.rounds.one', { body: round(family, status) });
  api.on('admin/lotto.exposure', {
    body: {
      roundId: '5',
      sort: 'stake',
      totals: { stake: 0, payout: 0, numbers: 0, poys: 0 },
      byOption: [],
      items: [],
    },
  });
  const list = {
    roundId: '5',
    family,
    roundStatus: status,
    kind: family === 'gov' ? 'gov' : family === 'stock' ? 'stock' : family === 'lao' ? '4d' : null,
    canEnter: true,
    settledResultId: null,
    settledAt: null,
    items: [],
    ...results,
  };
  // GET lists the versions; POST (a body) enters one.
  api.on(RESULTS, (body) =>
    body === undefined
      ? { body: list }
      : { status: 201, body: version({ enteredById: ME, enteredBy: 'ops1' }) },
  );
  return api;
};

const type = (field: string, value: string) =>
  fireEvent.change(screen.getByTestId(`result-input-${field}`), { target: { value } });
const posts = (api: FakeApi, path: string) => api.calls.filter((c) => c.method === 'POST' && c.path === path);

describe('round page: result panel', { timeout: 20_000 }, () => {
  it('the government form derives the fields live, checks them with the shared schema, and saves { input }', async () => {
    const api = setUp('Administrator', 'gov');
    renderApp([PAGE]);
    await screen.findByTestId('result-form');
    expect(screen.getByTestId('result-derived-top3').textContent).toBe('—');
    type('firstPrize', '845123');
    expect(screen.getByTestId('result-derived-top3').textContent).toBe('123');
    expect(screen.getByTestId('result-derived-top2').textContent).toBe('23');
    expect(screen.getByTestId('result-derived-bottom2').textContent).toBe('—');
    type('front3-0', '017');
    type('front3-1', '398');
    type('back3-0', '256');
    type('back3-1', '04');
    type('last2', '45');
    expect(screen.getByTestId('result-derived-back3').textContent).toBe('—');
    fireEvent.click(screen.getByTestId('result-save'));
    expect(await screen.findByText(en.messages.resultThree)).toBeTruthy();
    expect(posts(api, RESULTS)).toHaveLength(0);
    type('back3-1', '004');
    expect(screen.getByTestId('result-derived-back3').textContent).toBe('256 · 004');
    fireEvent.click(screen.getByTestId('result-save'));
    await waitFor(() => expect(posts(api, RESULTS)).toHaveLength(1));
    expect(posts(api, RESULTS)[0]?.body).toEqual({
      input: {
        kind: 'gov',
        firstPrize: '845123',
        front3: ['017', '398'],
        back3: ['256', '004'],
        last2: '45',
      },
    });
  });

  it('stock and 4D rounds get their own forms; Yeekee has none', async () => {
    setUp('Administrator', 'stock');
    const stock = renderApp([PAGE]);
    await screen.findByTestId('result-form');
    expect(screen.getByTestId('result-form').getAttribute('data-kind')).toBe('stock');
    type('index', '27,345.67');
    type('change', '-123.45');
    expect(screen.getByTestId('result-derived-top3').textContent).toBe('567');
    expect(screen.getByTestId('result-derived-bottom2').textContent).toBe('45');
    stock.unmount();

    setUp('Administrator', 'lao');
    const fourD = renderApp([PAGE]);
    await screen.findByTestId('result-form');
    type('four', '0123');
    expect(screen.getByTestId('result-derived-four').textContent).toBe('0123');
    fourD.unmount();

    setUp('Super Admin', 'yeekee', { kind: null, canEnter: false });
    renderApp([PAGE]);
    expect((await screen.findByTestId('result-computed')).textContent).toBe(en.lotto.results.computed);
    expect(screen.queryByTestId('result-form')).toBeNull();
  });

  it('a pending version entered by someone else can be confirmed (after a dialog); one entered by me cannot', async () => {
    const api = setUp('Administrator', 'gov', { canEnter: false, items: [version()] });
    const confirm = `${RESULTS}/11/confirm`;
    api.on(confirm, { body: version({ status: 'CONFIRMED', decidedById: ME, decidedBy: 'ops1' }) });
    const first = renderApp([PAGE]);
    const row = await screen.findByTestId('result-version');
    expect(row.getAttribute('data-status')).toBe('PENDING');
    expect(within(row).getByTestId('result-version-entered-by').textContent).toBe('other');
    expect(screen.getByTestId('result-blocked').textContent).toBe(en.lotto.results.pendingNote);
    expect(screen.queryByTestId('result-form')).toBeNull();
    expect(screen.queryByTestId('result-confirm-note')).toBeNull();
    fireEvent.click(within(row).getByTestId('result-confirm'));
    fireEvent.click(await screen.findByTestId('result-confirm-confirm'));
    await waitFor(() => expect(posts(api, confirm)).toHaveLength(1));
    first.unmount();

    setUp('Administrator', 'gov', {
      canEnter: false,
      items: [version({ enteredById: ME, enteredBy: 'ops1' })],
    });
    renderApp([PAGE]);
    const mine = await screen.findByTestId('result-version');
    expect(within(mine).getByTestId<HTMLButtonElement>('result-confirm').disabled).toBe(true);
    expect(within(mine).getByTestId<HTMLButtonElement>('result-reject').disabled).toBe(false);
    expect(within(mine).getByTestId('result-confirm-note').textContent).toBe(en.lotto.results.ownNote);
  });

  it('on a settled round the form (a correction) opens only on request, under a warning', async () => {
    setUp(
      'Administrator',
      'gov',
      { items: [version({ status: 'CONFIRMED', decidedById: 9, decidedBy: 'boss' })] },
      'SETTLED',
    );
    renderApp([PAGE]);
    const note = await screen.findByTestId('result-correction-note');
    expect(note.textContent).toContain(en.lotto.results.correctionNote);
    expect(screen.queryByTestId('result-form')).toBeNull();
    fireEvent.click(screen.getByTestId('result-correct'));
    expect(await screen.findByTestId('result-form')).toBeTruthy();
    expect(screen.queryByTestId('result-confirm')).toBeNull();
  });

  it('Staff (lotto.view only) sees the versions but no form and no buttons', async () => {
    setUp('Staff', 'gov', { canEnter: false, items: [version()] });
    renderApp([PAGE]);
    const row = await screen.findByTestId('result-version');
    expect(within(row).getByTestId('result-version-derived').textContent).toContain('3 top 123');
    expect(screen.queryByTestId('result-form')).toBeNull();
    expect(screen.queryByTestId('result-blocked')).toBeNull();
    expect(screen.queryByTestId('result-confirm')).toBeNull();
  });
});

import type { YingResultView, YingShotView } from '@chokdee/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { installFakeApi, type FakeApi } from '../../../test/fake-api.ts';
import { renderWithProviders, setupI18n } from '../../../test/render.tsx';
import type { Round } from '../../lotto/types.ts';
import { YeekeeBoard } from './yeekee-board.tsx';

let api: FakeApi;
beforeAll(setupI18n);
beforeEach(async () => {
  await i18n.changeLanguage('th');
  api = installFakeApi();
});

const seconds = (offset: number) => Math.floor(Date.now() / 1000) + offset;
const round = (status: string, closeIn: number, resultIn: number): Round => ({
  betGroup: 'yeekee',
  betType: 'yeekee',
  betId: '7',
  betName: 'หวยยี่กี',
  name: '12',
  roundNo: 12,
  dt: '2026-11-23',
  closeTime: '18:00',
  resultTime: '18:02',
  closeDt: '',
  resultDt: '',
  betMax: null,
  active: closeIn > 0,
  status,
  unixTimeStamp: { realCloseTime: seconds(closeIn), realResultTime: seconds(resultIn) },
});
const shot = (seq: number, yingNumber: string): YingShotView => ({
  seq,
  yingNumber,
  userName: 'de***01',
  createdAt: '2026-11-23T18:00:00.000+07:00',
});
// 20 shots "00007" but seq 5 "00010": S 143, 16th newest seq 5, R 133 → 00133.
const list = Array.from({ length: 20 }, (_, i) => shot(i + 1, i === 4 ? '00010' : '00007'));
const published: YingResultView = {
  betId: '7',
  status: 'SETTLED',
  count: 20,
  sum: '143',
  sixteenth: shot(5, '00010'),
  r: '133',
  top3: '133',
  top2: '33',
  bottom2: '00',
  exportUrl: '/api/yings.export?betId=7',
};
const render = (r: Round) =>
  renderWithProviders(
    <YeekeeBoard round={r} resultCard={(res) => <div data-testid="card">{res.top3}</div>} />,
  );
const calls = (path: string) => api.calls.filter((c) => c.path === path);

describe('Yeekee board', () => {
  beforeEach(() => {
    api.on('yings', { body: [...list].reverse() });
    api.on('yings.summary', { body: { count: 20, sum: '143', sixteenth: shot(5, '00010') } });
    api.on('ying-results.one', { body: published });
    api.on('yings.export', { body: list });
  });

  it('shoots while shooting is open and does not ask for the result before the result time (spec §4)', async () => {
    render(round('OPEN', -10, 100));
    await screen.findByTestId('shoot-panel');
    expect(screen.getByTestId('yeekee-board').dataset.phase).toBe('shooting');
    await waitFor(() => expect(screen.getAllByTestId('shot-row')).toHaveLength(20));
    expect(screen.getByTestId('shot-count').textContent).toBe('20');
    // The shot now 16th from the newest is marked.
    expect(document.querySelector('[data-sixteenth]')?.getAttribute('data-seq')).toBe('5');
    expect(calls('ying-results.one')).toHaveLength(0);
  });

  it('after the result time shows the published result, S, the 16th shot and R, and verifies it from the export', async () => {
    render(round('SETTLED', -200, -80));
    await screen.findByTestId('yeekee-result');
    expect(calls('ying-results.one').map((c) => c.body)).toEqual([{ betId: '7' }]);
    expect(screen.queryByTestId('shoot-panel')).toBeNull();
    expect(screen.getByTestId('card').textContent).toBe('133');
    expect(screen.getByTestId('published-sum').textContent).toBe('143');
    expect(screen.getByTestId('published-r').textContent).toBe('133');
    expect(screen.getByTestId('published-digits').textContent).toBe('00133');
    expect(calls('yings.export')).toHaveLength(0);
    fireEvent.click(screen.getByTestId('verify-button'));
    const verdict = await screen.findByTestId('verify-verdict');
    expect(calls('yings.export')[0]?.method).toBe('GET');
    expect(verdict.dataset.matches).toBe('yes');
    expect(screen.getByTestId('verify-sixteenth').textContent).toContain('00010');
  });

  it('says so when the published result does not follow from the list', async () => {
    api.on('ying-results.one', { body: { ...published, top3: '134' } });
    render(round('SETTLED', -200, -80));
    fireEvent.click(await screen.findByTestId('verify-button'));
    expect((await screen.findByTestId('verify-verdict')).dataset.matches).toBe('no');
  });

  it('tells a voided round: fewer than 20 shots, every slip refunded', async () => {
    api.on('ying-results.one', {
      body: {
        ...published,
        status: 'VOIDED',
        count: 19,
        sixteenth: null,
        r: null,
        top3: null,
        top2: null,
        bottom2: null,
      },
    });
    render(round('VOIDED', -200, -80));
    expect((await screen.findByTestId('yeekee-voided')).textContent).toContain('19');
    expect(screen.getByTestId('yeekee-board').dataset.phase).toBe('voided');
  });
});

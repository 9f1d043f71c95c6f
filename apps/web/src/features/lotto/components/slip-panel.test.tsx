import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { forgetBalance, setLiveBalance } from '../../../lib/balance.ts';
import { i18n } from '../../../lib/i18n.ts';
import { installFakeApi, type FakeApi } from '../../../test/fake-api.ts';
import { renderWithProviders, setupI18n } from '../../../test/render.tsx';
import th from '../../../locales/th.json';
import type { RoundDetail } from '../types.ts';
import { SlipPanel } from './slip-panel.tsx';

const CREATE = '/poy-api/poys.create';
let api: FakeApi;
beforeAll(setupI18n);
beforeEach(async () => {
  await i18n.changeLanguage('th');
  api = installFakeApi();
  forgetBalance();
});

const round = (): RoundDetail => ({
  betGroup: 'yeekee',
  betType: 'yeekee',
  betId: '77',
  betName: 'หวยยี่กี',
  name: '12',
  roundNo: 12,
  dt: '2026-03-16',
  closeTime: '23:59',
  resultTime: '23:59',
  closeDt: '',
  resultDt: '',
  betMax: null,
  active: true,
  status: 'OPEN',
  unixTimeStamp: { realCloseTime: Math.floor(Date.now() / 1000) + 3600, realResultTime: 0 },
  options: ['teng_bon_1', 'teng_lang_1', 'teng_bon_2', 'teng_lang_2', 'teng_bon_3', 'tode_3'],
  rates: [
    { option: 'teng_bon_3', multiply: 850 },
    { option: 'tode_3', multiply: 120 },
    { option: 'teng_bon_2', multiply: 92 },
    { option: 'teng_lang_2', multiply: 92 },
    { option: 'teng_bon_1', multiply: 3.2 },
    { option: 'teng_lang_1', multiply: 4.2 },
  ],
  minMax: [],
  cancelMinutes: 30,
  discount: null,
});

const placed: string[] = [];
const render = (detail: RoundDetail = round()) =>
  renderWithProviders(
    <SlipPanel round={detail} rateNow={[]} onPlaced={(poy) => placed.push(poy.poyId)} onViewPoy={() => {}} />,
  );
const click = (testId: string) => fireEvent.click(screen.getByTestId(testId));
const clickSoon = async (testId: string) => fireEvent.click(await screen.findByTestId(testId));
const creates = () => api.calls.filter((c) => c.path === CREATE);
const keyOf = (i: number) => creates()[i]?.headers['Idempotency-Key'];
const lines = () => screen.queryAllByTestId('slip-line');
const poyAnswer = { poyId: '9', betId: '77', total: 20, status: 'ACTIVE', lines: [] };

describe('slip panel', () => {
  it('builds 19 doors, reverses, removes the last batch and shows live totals', async () => {
    render();
    click('bet-type-teng_bon_2');
    click('bet-type-option_2_19');
    click('pad-5');
    // The entry table is its own chunk (fetched after the first paint).
    expect(await screen.findAllByTestId('slip-line')).toHaveLength(19);
    expect(screen.getByTestId('slip-total').textContent).toBe('฿19.00');
    // Only one of the 19 numbers can be the 2-top: 92, not 19 × 92.
    expect(screen.getByTestId('slip-potential-win').textContent).toBe(`${th.lotto.slip.potentialWin} ฿92.00`);
    // Reverse drops 19 doors (conflict table); a 2-digit number makes both orders.
    click('bet-type-shuffle_2');
    expect(screen.getByTestId('bet-type-option_2_19').getAttribute('aria-pressed')).toBe('false');
    fireEvent.keyDown(window, { key: '1' });
    fireEvent.keyDown(window, { key: '2' });
    expect(lines()).toHaveLength(21);
    click('remove-last-batch');
    expect(lines()).toHaveLength(19);
    fireEvent.change(screen.getByTestId('bulk-price'), { target: { value: '5' } });
    click('bulk-price-apply');
    expect(screen.getByTestId('slip-total').textContent).toBe('฿95.00');
  });

  it('sends the rate seen; after RATE_CHANGED shows the new rate and confirms again with a new key', async () => {
    let answer: 'rate' | 'network' | 'ok' = 'rate';
    api.on(CREATE, () => {
      if (answer === 'rate')
        return {
          status: 409,
          body: {
            code: 'RATE_CHANGED',
            message: 'The rate changed',
            rates: [{ number: '12', option: 'teng_bon_2', multiply: 80 }],
          },
        };
      if (answer === 'network') throw new TypeError('Failed to fetch');
      return { status: 201, body: poyAnswer };
    });
    render();
    click('bet-type-teng_bon_2');
    click('pad-1');
    click('pad-2');
    // The summary renders in the task after the slip's first paint (render-later.ts).
    await clickSoon('slip-submit');
    await clickSoon('confirm-submit');
    const changed = await screen.findByTestId('rate-change');
    expect(changed.textContent).toContain('×92');
    expect(changed.textContent).toContain('×80');
    expect(creates()[0]?.body).toEqual({
      betId: '77',
      payMode: 'full',
      lines: [{ number: '12', option: 'teng_bon_2', price: 1, multiply: 92 }],
    });
    // The lowered rate is marked beside the line.
    expect(screen.getByTestId('line-rate').textContent).toBe('×80 ▼');

    answer = 'network';
    click('confirm-submit');
    expect(await screen.findByText(th.lotto.errors.network)).toBeTruthy();
    answer = 'ok';
    click('confirm-submit');
    await screen.findByTestId('confirm-success');
    expect(creates()).toHaveLength(3);
    expect(creates()[1]?.body).toEqual({
      betId: '77',
      payMode: 'full',
      lines: [{ number: '12', option: 'teng_bon_2', price: 1, multiply: 80 }],
    });
    expect(keyOf(1)).not.toBe(keyOf(0));
    // The retry after a network failure is the same attempt: same key.
    expect(keyOf(2)).toBe(keyOf(1));
    expect(placed).toContain('9');
    await waitFor(() => expect(lines()).toHaveLength(0));
  });

  it('names the refused line of a VALIDATION answer in Thai', async () => {
    api.on(CREATE, {
      status: 400,
      body: {
        code: 'VALIDATION',
        message: 'Maximum bet is 5,000.00',
        fields: { 'lines.0.price': 'Maximum bet is 5,000.00' },
      },
    });
    render();
    click('bet-type-teng_lang_2');
    click('pad-0');
    click('pad-7');
    await clickSoon('slip-submit');
    await clickSoon('confirm-submit');
    const error = await screen.findByTestId('confirm-error');
    expect(within(error).getByText(`${th.lotto.options.teng_lang_2} 07: สูงสุด 5,000.00 บาท`)).toBeTruthy();
  });

  it('flags a price as it is typed with the limit beside it, and holds the total against the balance', async () => {
    setLiveBalance(30);
    render();
    click('bet-type-teng_bon_2');
    click('pad-1');
    click('pad-2');
    const price = await screen.findByTestId('line-price');
    const submit = await screen.findByTestId<HTMLButtonElement>('slip-submit');
    expect(submit.disabled).toBe(false);
    // 2-top allows 5,000 by default: one keystroke over it flags the line, before any confirm.
    fireEvent.change(price, { target: { value: '5000.01' } });
    const line = lines()[0]!;
    expect(line.getAttribute('data-problem')).toBe('PRICE_BOUNDS');
    expect(within(line).getByTestId('line-problem').textContent).toBe('เกินราคาสูงสุด 5,000.00 บาท');
    expect(submit.disabled).toBe(true);
    expect(screen.getByTestId('slip-blocked').textContent).toContain('มีรายการที่ต้องแก้ไข 1 รายการ');
    // Within bounds but over the 30 baht balance: still refused here, with the balance named.
    fireEvent.change(price, { target: { value: '31' } });
    expect(lines()[0]!.getAttribute('data-problem')).toBeNull();
    expect(screen.getByTestId('slip-total').textContent).toBe('฿31.00');
    expect(screen.getByTestId('slip-blocked').textContent).toBe('ยอดแทงเกินยอดเงินคงเหลือ (฿30.00)');
    expect(submit.disabled).toBe(true);
    fireEvent.change(price, { target: { value: '' } });
    expect(within(lines()[0]!).getByTestId('line-problem').textContent).toBe(th.lotto.slip.noPrice);
    fireEvent.change(price, { target: { value: '30' } });
    expect(screen.queryByTestId('slip-blocked')).toBeNull();
    expect(submit.disabled).toBe(false);
    // A bulk price replaces what the field shows.
    fireEvent.change(screen.getByTestId('bulk-price'), { target: { value: '2' } });
    click('bulk-price-apply');
    expect(screen.getByTestId<HTMLInputElement>('line-price').value).toBe('2');
    expect(creates()).toHaveLength(0);
  });

  it('a 19-door top+bottom slip is 19 rows; a discount prices it at the discount rates and sends the choice', async () => {
    setLiveBalance(100);
    api.on(CREATE, { status: 201, body: poyAnswer });
    const discount = {
      percent: 33,
      rates: round().rates.map((r) => ({ ...r, multiply: r.option.endsWith('_2') ? 65 : r.multiply })),
    };
    render({ ...round(), discount });
    click('bet-type-teng_bon_2');
    click('bet-type-teng_lang_2');
    click('bet-type-option_2_19');
    click('pad-7');
    expect(await screen.findAllByTestId('slip-row')).toHaveLength(19);
    expect(lines()).toHaveLength(38);
    await clickSoon('pay-mode-discount');
    expect(new Set(screen.getAllByTestId('line-rate').map((r) => r.textContent))).toEqual(new Set(['×65']));
    // 38 lines at 1 baht less 33 %: 38 × 0.67.
    expect(screen.getByTestId('slip-total').textContent).toBe('฿25.46');
    expect(screen.getAllByTestId('line-discount')[0]?.textContent).toBe(
      `${th.lotto.slip.discountTaken} 0.33`,
    );
    expect(screen.getByTestId('slip-potential-win').textContent).toBe(
      `${th.lotto.slip.potentialWin} ฿130.00`,
    );
    click('slip-submit');
    expect((await screen.findByTestId('confirm-balance-after')).textContent).toBe('฿74.54');
    expect(screen.getByTestId('confirm-discount').textContent).toBe('−฿12.54');
    expect(
      within(screen.getByTestId('confirm-group-teng_lang_2')).getByTestId('confirm-group-total').textContent,
    ).toBe('฿12.73');
    click('confirm-submit');
    await screen.findByTestId('confirm-success');
    const body = creates()[0]?.body as {
      payMode: string;
      discountPercent: number;
      lines: { multiply: number }[];
    };
    expect(body.payMode).toBe('discount');
    // The percent the member saw: the server refuses the slip if the offer changed since.
    expect(body.discountPercent).toBe(33);
    expect(new Set(body.lines.map((l) => l.multiply))).toEqual(new Set([65]));
  });

  it('adds pasted numbers at the column price and highlights the entries that made no line', async () => {
    render();
    click('bet-type-teng_bon_2');
    fireEvent.change(await screen.findByTestId('column-price-teng_bon_2'), { target: { value: '20' } });
    fireEvent.change(await screen.findByTestId('paste-input'), { target: { value: '12 34\n5x, 123 56' } });
    click('paste-add');
    await screen.findAllByTestId('slip-line');
    expect(lines().map((l) => l.getAttribute('data-number'))).toEqual(['12', '34', '56']);
    expect(screen.getByTestId('slip-total').textContent).toBe('฿60.00');
    expect(screen.getAllByTestId('paste-invalid-entry').map((e) => e.textContent)).toEqual(['5x', '123']);
  });
});

import { LINE_COUNT, LINE_PAYS, PAYLINES, SCATTER_PAYS, SLOT_STATED_RTP } from '../engine/slot-paytable.ts';
import { baht, h } from './dom.ts';
import { openSheet } from './shell.ts';
import { symbolElement } from './slot-symbols.ts';
import type { Strings } from './strings.ts';

/** The slot's paytable sheet: every pay in baht at the chosen line bet, the rules and the 20 lines. */
export const showPaytable = (t: Strings, lineBet: number) => {
  const rows = (Object.keys(LINE_PAYS) as (keyof typeof LINE_PAYS)[])
    .reverse()
    .map((symbol) =>
      h(
        'div',
        { class: 'pay-row' },
        symbolElement(symbol),
        h(
          'div',
          { class: 'pays' },
          ...LINE_PAYS[symbol].map((pays, i) =>
            h('span', {}, `${i + 3}× `, h('b', {}, baht(pays * lineBet))),
          ),
        ),
      ),
    );
  const scatter = h(
    'div',
    { class: 'pay-row' },
    symbolElement('SCATTER'),
    h(
      'div',
      { class: 'pays' },
      ...SCATTER_PAYS.map((pays, i) =>
        h('span', {}, `${i + 3}× `, h('b', {}, baht(pays * lineBet * LINE_COUNT))),
      ),
    ),
  );
  const paylines = h(
    'div',
    { class: 'paylines' },
    ...PAYLINES.map((rowsOfLine, n) =>
      h(
        'div',
        { class: 'payline', title: String(n + 1) },
        ...Array.from({ length: 15 }, (_, i) =>
          h('i', { class: rowsOfLine[i % 5] === Math.floor(i / 5) ? 'on' : '' }),
        ),
      ),
    ),
  );
  openSheet(
    t,
    t.paytable,
    h('p', { class: 'rtp' }, `${t.rtp}: ${SLOT_STATED_RTP.toFixed(2)} %`),
    ...rows,
    scatter,
    h('p', { class: 'fine' }, t.wildSubstitutes),
    h('p', { class: 'fine' }, t.scatterPays),
    paylines,
  );
};

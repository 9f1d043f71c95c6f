import { LINE_COUNT, PAYLINES, SLOT_STATED_RTP, type SlotSymbol } from '../engine/slot-paytable.ts';
import { spinSlot, windowAt } from '../engine/slot.ts';
import { REEL_STRIPS } from '../engine/slot-strips.ts';
import { SLOT_LINE_BETS } from '../engine/limits.ts';
import type { HistoryEntry, PlayAnswer, SlotResult } from '../game-api.ts';
import { baht, h, prefersReducedMotion, sleep } from './dom.ts';
import { openFairPanel } from './fair-panel.ts';
import { createShell } from './shell.ts';
import { showPaytable } from './slot-paytable-sheet.ts';
import { mountSymbolSprite, symbolElement } from './slot-symbols.ts';
import { sounds } from './sound.ts';
import './games.css';
import './sheets.css';
import './slot.css';

const shell = createShell('slotTitle');
const { t } = shell;
mountSymbolSprite();

const LINE_COLORS = ['#ffd23f', '#3ec1ff', '#ff5fa2', '#7bff6b', '#ff9f1c', '#c77dff', '#00f5d4', '#f15bb5'];
/** Filler stops a reel runs through before it lands: more for each reel to the right. */
const RUN = [14, 18, 22, 26, 30];

let betIndex = 1;
let busy = false;
let stops = [0, 8, 16, 4, 20];

const reels = REEL_STRIPS.map(() => h('div', { class: 'strip' }));
const cells: Element[][] = [];
const paintWindow = (window: SlotSymbol[][]) => {
  reels.forEach((strip, reel) => {
    cells[reel] = window[reel]!.map((symbol) => h('div', { class: 'cell' }, symbolElement(symbol)));
    strip.replaceChildren(...cells[reel]);
    strip.getAnimations().forEach((animation) => animation.cancel());
  });
};
const lines = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
lines.setAttribute('class', 'lines');
lines.setAttribute('viewBox', '0 0 500 300');
lines.setAttribute('preserveAspectRatio', 'none');

const winMeter = h(
  'div',
  { class: 'win-meter' },
  h('span', { class: 'label' }, t.win),
  h('strong', {}, '0.00'),
);
const betValue = h('strong', {}, '');
const spinButton = h('button', { class: 'spin-button', 'aria-label': t.spin }, h('span', {}, t.spin));
const minus = h('button', { class: 'step', 'aria-label': '−' }, '−');
const plus = h('button', { class: 'step', 'aria-label': '+' }, '+');
const paintBet = () => {
  betValue.textContent = baht(SLOT_LINE_BETS[betIndex]! * LINE_COUNT);
  minus.disabled = busy || betIndex === 0;
  plus.disabled = busy || betIndex === SLOT_LINE_BETS.length - 1;
  spinButton.disabled = busy;
};

const clearWins = () => {
  lines.replaceChildren();
  document.querySelectorAll('.cell.win').forEach((cell) => cell.classList.remove('win'));
  winMeter.classList.remove('hot');
};

const showWins = (result: SlotResult) => {
  result.lineWins.forEach((win, i) => {
    const rows = PAYLINES[win.line]!;
    const points = rows.map((row, reel) => `${reel * 100 + 50},${row * 100 + 50}`).join(' ');
    const line = document.createElementNS('http://www.w3.org/2000/svg', 'polyline');
    line.setAttribute('points', points);
    line.setAttribute('stroke', LINE_COLORS[i % LINE_COLORS.length]!);
    lines.append(line);
    for (let reel = 0; reel < win.count; reel++) cells[reel]![rows[reel]!]!.classList.add('win');
  });
  if (result.scatterPays > 0) {
    result.window.forEach((column, reel) =>
      column.forEach((symbol, row) => symbol === 'SCATTER' && cells[reel]![row]!.classList.add('win')),
    );
  }
};

const countUp = async (satang: number) => {
  const value = winMeter.querySelector('strong')!;
  const steps = prefersReducedMotion() ? 1 : 24;
  for (let i = 1; i <= steps; i++) {
    value.textContent = baht(Math.round((satang * i) / steps));
    await sleep(30);
  }
};

/** Runs each reel down through its own strip and lands it on the drawn stop, left to right. */
const animateReels = async (result: SlotResult) => {
  const fast = prefersReducedMotion();
  const cellHeight = cells[0]![0]!.getBoundingClientRect().height;
  const landings = reels.map(async (strip, reel) => {
    const strips = REEL_STRIPS[reel]!;
    const run = fast ? 0 : RUN[reel]!;
    const column = [
      ...Array.from({ length: run + 3 }, (_, k) => strips[(result.stops[reel]! + k) % strips.length]!),
      ...windowAt(stops)[reel]!,
    ];
    strip.replaceChildren(...column.map((symbol) => h('div', { class: 'cell' }, symbolElement(symbol))));
    const distance = (run + 3) * cellHeight;
    const duration = fast ? 1 : 700 + reel * 260;
    strip.classList.add('spinning');
    await strip.animate([{ transform: `translateY(${-distance}px)` }, { transform: 'translateY(0)' }], {
      duration,
      easing: 'cubic-bezier(.15,.55,.35,1.08)',
      fill: 'forwards',
    }).finished;
    strip.classList.remove('spinning');
    sounds.reelStop();
  });
  await Promise.all(landings);
  stops = result.stops;
  paintWindow(result.window);
};

const spin = async () => {
  if (busy) return;
  busy = true;
  paintBet();
  clearWins();
  winMeter.querySelector('strong')!.textContent = '0.00';
  try {
    const answer = await shell.api<PlayAnswer<SlotResult>>('/api/slot/spin', {
      lineBet: SLOT_LINE_BETS[betIndex],
    });
    const { round } = answer;
    shell.setBalance(answer.balance - (round.settled ? round.win : 0));
    shell.setSeeds(answer.seeds);
    sounds.spin();
    await animateReels(round.result);
    if (round.win > 0) {
      showWins(round.result);
      winMeter.classList.add('hot');
      sounds.win(round.win >= round.bet * 10);
      shell.say(`${t.youWin} ฿ ${baht(round.win)}`, 'win');
      await countUp(round.win);
    } else {
      shell.say(t.noWin, 'info', 1500);
    }
    shell.setBalance(answer.balance);
    if (!round.settled) shell.say(t.payoutPending, 'info', 6000);
  } catch (error) {
    shell.fail(error);
  } finally {
    busy = false;
    paintBet();
  }
};

minus.addEventListener('click', () => {
  betIndex = Math.max(0, betIndex - 1);
  sounds.click();
  paintBet();
});
plus.addEventListener('click', () => {
  betIndex = Math.min(SLOT_LINE_BETS.length - 1, betIndex + 1);
  sounds.click();
  paintBet();
});
spinButton.addEventListener('click', () => void spin());
document.addEventListener('keydown', (event) => {
  if (event.code === 'Space' && !document.querySelector('.overlay')) {
    event.preventDefault();
    void spin();
  }
});
shell.infoButton.addEventListener('click', () => showPaytable(t, SLOT_LINE_BETS[betIndex]!));
shell.fairButton.addEventListener(
  'click',
  () =>
    void openFairPanel(
      shell,
      (random, round: HistoryEntry) => {
        const { lineBet } = round.result as SlotResult;
        return { lineBet, ...spinSlot(random, lineBet) };
      },
      (round) => `${(round.result as SlotResult).stops.join('-')}`,
    ),
);

document
  .getElementById('app')!
  .append(
    h(
      'div',
      { class: 'game slot' },
      shell.topBar,
      h(
        'main',
        { class: 'stage' },
        h(
          'div',
          { class: 'marquee' },
          h('span', {}, `${LINE_COUNT} LINES · RTP ${SLOT_STATED_RTP.toFixed(2)}%`),
        ),
        h(
          'div',
          { class: 'machine' },
          h('div', { class: 'reels' }, ...reels.map((strip) => h('div', { class: 'reel' }, strip))),
          lines,
        ),
        winMeter,
      ),
      h(
        'footer',
        { class: 'controls' },
        shell.balanceBox,
        h(
          'div',
          { class: 'bet-select' },
          h('span', { class: 'label' }, t.totalBet),
          h('div', { class: 'stepper' }, minus, h('span', {}, '฿ ', betValue), plus),
        ),
        spinButton,
      ),
      shell.message,
    ),
  );
paintWindow(windowAt(stops));
paintBet();

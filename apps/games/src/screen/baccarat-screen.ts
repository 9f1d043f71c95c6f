import {
  BACCARAT_BETS,
  baccaratReturns,
  cardValue,
  dealBaccarat,
  type BaccaratBet,
  type BaccaratBets,
  type Card,
} from '../engine/baccarat.ts';
import { BACCARAT_CHIPS, BACCARAT_LIMITS } from '../engine/limits.ts';
import type { BaccaratResult, HistoryEntry, PlayAnswer } from '../game-api.ts';
import { baht, h, prefersReducedMotion, sleep } from './dom.ts';
import { openFairPanel } from './fair-panel.ts';
import { cardElement, showRules, SPOTS } from './baccarat-table.ts';
import { createShell } from './shell.ts';
import { sounds } from './sound.ts';
import './games.css';
import './sheets.css';
import './baccarat.css';
import './baccarat-bets.css';

const shell = createShell('baccaratTitle');
const { t } = shell;

const empty = (): BaccaratBets => ({ player: 0, banker: 0, tie: 0, playerPair: 0, bankerPair: 0 });

let bets = empty();
let lastBets: BaccaratBets | null = null;
let chip = BACCARAT_CHIPS[1]!;
let busy = false;

const side = (key: 'player' | 'banker') => {
  const cards = h('div', { class: 'cards' });
  const total = h('span', { class: 'total' }, '0');
  const box = h(
    'div',
    { class: `hand ${key}` },
    h('div', { class: 'hand-head' }, h('span', {}, t[key]), total),
    cards,
  );
  return { cards, total, box };
};
const player = side('player');
const banker = side('banker');
const banner = h('div', { class: 'banner' }, t.placeBets);
const road = h('div', { class: 'road', 'aria-hidden': 'true' });

const spotElements = new Map<
  BaccaratBet,
  { box: HTMLButtonElement; amount: HTMLElement; stack: HTMLElement }
>();
const spots = SPOTS.map(({ bet, label, odds }) => {
  const amount = h('span', { class: 'spot-amount' });
  const stack = h('span', { class: 'stack' });
  const box = h(
    'button',
    { class: `spot spot-${bet}`, onclick: () => place(bet) },
    h('span', { class: 'spot-name' }, t[label]),
    h('span', { class: 'odds' }, odds),
    stack,
    amount,
  );
  spotElements.set(bet, { box, amount, stack });
  return box;
});

const chipClass = (value: number) => `chip chip-${value}`;
const chipLabel = (value: number) => (value >= 100_000 ? `${value / 100_000}K` : String(value / 100));
const chipButtons = BACCARAT_CHIPS.map((value) =>
  h(
    'button',
    { class: chipClass(value), 'aria-label': `฿ ${baht(value)}`, onclick: () => selectChip(value) },
    chipLabel(value),
  ),
);
const totalBet = h('strong', {}, '0.00');
const dealButton = h('button', { class: 'deal-button', onclick: () => void deal() }, t.deal);
const clearButton = h('button', { class: 'ghost-button', onclick: () => clearBets() }, t.clear);
const rebetButton = h('button', { class: 'ghost-button', onclick: () => rebet() }, t.rebet);

const paint = () => {
  let total = 0;
  for (const bet of BACCARAT_BETS) {
    const { amount, stack, box } = spotElements.get(bet)!;
    total += bets[bet];
    amount.textContent = bets[bet] ? baht(bets[bet]) : '';
    const top = [...BACCARAT_CHIPS].reverse().find((value) => value <= bets[bet]);
    stack.className = top ? `stack ${chipClass(top)}` : 'stack';
    stack.textContent = top ? chipLabel(top) : '';
    box.disabled = busy;
  }
  totalBet.textContent = baht(total);
  chipButtons.forEach((button, i) => button.classList.toggle('selected', BACCARAT_CHIPS[i] === chip));
  dealButton.disabled = busy || total === 0;
  clearButton.disabled = busy || total === 0;
  rebetButton.disabled = busy || !lastBets;
};

function selectChip(value: number) {
  chip = value;
  sounds.click();
  paint();
}
function place(bet: BaccaratBet) {
  if (busy) return;
  if (bets[bet] + chip > BACCARAT_LIMITS.maxPerSpot) return shell.say(t.INVALID_BET, 'error');
  bets[bet] += chip;
  sounds.chip();
  paint();
}
function clearBets() {
  bets = empty();
  paint();
}
function rebet() {
  if (lastBets) bets = { ...lastBets };
  sounds.chip();
  paint();
}

const resetTable = () => {
  player.cards.replaceChildren();
  banker.cards.replaceChildren();
  player.total.textContent = '0';
  banker.total.textContent = '0';
  banner.className = 'banner';
  spots.forEach((spot) => spot.classList.remove('won'));
};

const dealCard = async (target: ReturnType<typeof side>, card: Card, shown: Card[]) => {
  const element = cardElement(card);
  target.cards.append(element);
  shown.push(card);
  sounds.card();
  if (!prefersReducedMotion()) {
    await element.animate(
      [
        { transform: 'translate(40vw, -40vh) rotateY(180deg) rotate(-20deg)', opacity: 0.2 },
        { transform: 'translate(0, 0) rotateY(0) rotate(0)', opacity: 1 },
      ],
      { duration: 420, easing: 'cubic-bezier(.2,.7,.3,1)' },
    ).finished;
  }
  target.total.textContent = String(shown.reduce((sum, c) => sum + cardValue(c), 0) % 10);
  await sleep(prefersReducedMotion() ? 0 : 220);
};

const deal = async () => {
  if (busy) return;
  busy = true;
  const placed = { ...bets };
  paint();
  resetTable();
  try {
    const answer = await shell.api<PlayAnswer<BaccaratResult>>('/api/baccarat/deal', { bets: placed });
    const { round } = answer;
    const { hand } = round.result;
    shell.setSeeds(answer.seeds);
    shell.setBalance(answer.balance - (round.settled ? round.win : 0));
    lastBets = placed;
    const shownPlayer: Card[] = [];
    const shownBanker: Card[] = [];
    await dealCard(player, hand.player[0]!, shownPlayer);
    await dealCard(banker, hand.banker[0]!, shownBanker);
    await dealCard(player, hand.player[1]!, shownPlayer);
    await dealCard(banker, hand.banker[1]!, shownBanker);
    if (hand.player[2]) await dealCard(player, hand.player[2], shownPlayer);
    if (hand.banker[2]) await dealCard(banker, hand.banker[2], shownBanker);
    const winner =
      hand.winner === 'PLAYER' ? t.playerWins : hand.winner === 'BANKER' ? t.bankerWins : t.tieResult;
    banner.textContent = `${winner} ${hand.playerTotal} : ${hand.bankerTotal}`;
    banner.className = `banner show ${hand.winner.toLowerCase()}`;
    for (const bet of BACCARAT_BETS)
      if (round.result.returns[bet] > placed[bet]) spotElements.get(bet)!.box.classList.add('won');
    road.prepend(h('i', { class: hand.winner.toLowerCase() }, hand.winner[0]));
    while (road.children.length > 24) road.lastChild!.remove();
    if (round.win > 0) {
      sounds.win(round.win > round.bet * 2);
      shell.say(`${t.win} ฿ ${baht(round.win)}`, 'win');
    } else {
      sounds.lose();
    }
    shell.setBalance(answer.balance);
    if (!round.settled) shell.say(t.payoutPending, 'info', 6000);
    bets = empty();
  } catch (error) {
    shell.fail(error);
  } finally {
    busy = false;
    paint();
  }
};

shell.infoButton.addEventListener('click', () => showRules(t));
shell.fairButton.addEventListener(
  'click',
  () =>
    void openFairPanel(
      shell,
      (random, round: HistoryEntry) => {
        const { bets: placed } = round.result as BaccaratResult;
        const hand = dealBaccarat(random);
        return { bets: placed, hand, returns: baccaratReturns(placed, hand) };
      },
      (round) => {
        const { hand } = round.result as BaccaratResult;
        return `${hand.winner[0]} ${hand.playerTotal}:${hand.bankerTotal}`;
      },
    ),
);

document
  .getElementById('app')!
  .append(
    h(
      'div',
      { class: 'game baccarat' },
      shell.topBar,
      h(
        'main',
        { class: 'felt' },
        h('div', { class: 'shoe', 'aria-hidden': 'true' }),
        h('div', { class: 'hands' }, player.box, banker.box),
        banner,
        road,
        h('div', { class: 'spots' }, ...spots),
      ),
      h(
        'footer',
        { class: 'controls table-controls' },
        h('div', { class: 'chips' }, ...chipButtons),
        h(
          'div',
          { class: 'control-row' },
          shell.balanceBox,
          h(
            'div',
            { class: 'bet-total' },
            h('span', { class: 'label' }, t.totalBet),
            h('span', {}, '฿ ', totalBet),
          ),
        ),
        h('div', { class: 'control-row' }, clearButton, rebetButton, dealButton),
      ),
      shell.message,
    ),
  );
paint();

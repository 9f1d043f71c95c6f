import type { ErrorAnswer, PublicSeeds, SessionAnswer } from '../game-api.ts';
import type { Boot } from '../server/page.ts';
import { baht, h, svg } from './dom.ts';
import { setSound, soundOn, sounds } from './sound.ts';
import { STRINGS, type StringKey, type Strings } from './strings.ts';

export class ApiFailure extends Error {
  constructor(
    readonly code: string,
    readonly balance?: number,
  ) {
    super(code);
  }
}

const ICONS = {
  soundOn:
    '<svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true"><path fill="currentColor" d="M3 9v6h4l5 5V4L7 9H3zm13.5 3a4.5 4.5 0 0 0-2.5-4v8a4.5 4.5 0 0 0 2.5-4zM14 3.2v2.1a7 7 0 0 1 0 13.4v2.1a9 9 0 0 0 0-17.6z"/></svg>',
  soundOff:
    '<svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true"><path fill="currentColor" d="M3 9v6h4l5 5V4L7 9H3zm13.6 3 2.9-2.9-1.4-1.4-2.9 2.9-2.9-2.9-1.4 1.4 2.9 2.9-2.9 2.9 1.4 1.4 2.9-2.9 2.9 2.9 1.4-1.4z"/></svg>',
  shield:
    '<svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true"><path fill="currentColor" d="M12 2 4 5v6c0 5 3.4 9.7 8 11 4.6-1.3 8-6 8-11V5l-8-3zm-1.2 14.2-3.5-3.5 1.4-1.4 2.1 2.1 4.9-4.9 1.4 1.4-6.3 6.3z"/></svg>',
  info: '<svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true"><path fill="currentColor" d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm1 15h-2v-6h2v6zm0-8h-2V7h2v2z"/></svg>',
};

/** What both screens share: the boot data, the API, the top bar, the balance and the messages. */
export const createShell = (titleKey: StringKey) => {
  const boot = JSON.parse(document.getElementById('boot')!.textContent) as Boot;
  const t: Strings = STRINGS[boot.lang];
  document.documentElement.dataset.lang = boot.lang;
  let seeds: PublicSeeds = boot.seeds;

  const api = async <T>(path: string, body?: unknown): Promise<T> => {
    let response: Response;
    try {
      response = await fetch(path, {
        method: body === undefined ? 'GET' : 'POST',
        headers: {
          'x-game-session': boot.sessionId,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
    } catch {
      throw new ApiFailure('WALLET_UNAVAILABLE');
    }
    const json = (await response.json().catch(() => ({ error: { code: 'UNAVAILABLE' } }))) as T | ErrorAnswer;
    if (!response.ok) {
      const { code, balance } = (json as ErrorAnswer).error ?? { code: 'UNAVAILABLE' };
      throw new ApiFailure(code, balance);
    }
    return json as T;
  };

  const balanceValue = h('strong', { class: 'balance-value' }, baht(boot.balance));
  const setBalance = (satang: number) => {
    balanceValue.textContent = baht(satang);
  };

  const soundButton = h('button', {
    class: 'icon-button',
    'aria-label': t.sound,
    'aria-pressed': String(soundOn()),
  });
  const paintSound = () => {
    soundButton.replaceChildren(svg(soundOn() ? ICONS.soundOn : ICONS.soundOff));
    soundButton.setAttribute('aria-pressed', String(soundOn()));
  };
  paintSound();
  soundButton.addEventListener('click', () => {
    setSound(!soundOn());
    paintSound();
    sounds.click();
  });

  const fairButton = h(
    'button',
    { class: 'icon-button', 'aria-label': t.fair, title: t.fair },
    svg(ICONS.shield),
  );
  const infoButton = h(
    'button',
    { class: 'icon-button', 'aria-label': t.paytable, title: t.paytable },
    svg(ICONS.info),
  );

  const topBar = h(
    'header',
    { class: 'top-bar' },
    h('div', { class: 'logo' }, h('span', { class: 'logo-mark' }, '★'), h('span', {}, t[titleKey])),
    h('div', { class: 'top-actions' }, infoButton, fairButton, soundButton),
  );

  const message = h('div', { class: 'message', role: 'status', 'aria-live': 'polite' });
  let messageTimer: ReturnType<typeof setTimeout> | undefined;
  const say = (text: string, tone: 'info' | 'error' | 'win' = 'info', ms = 3500) => {
    message.textContent = text;
    message.className = `message show ${tone}`;
    clearTimeout(messageTimer);
    if (ms > 0) messageTimer = setTimeout(() => (message.className = 'message'), ms);
  };
  const fail = (error: unknown) => {
    const failure = error instanceof ApiFailure ? error : new ApiFailure('UNAVAILABLE');
    if (failure.balance !== undefined) setBalance(failure.balance);
    sounds.error();
    say(t[failure.code as StringKey] ?? t.UNAVAILABLE, 'error', 5000);
  };

  // Back on the game after a deposit in another tab: show the wallet's balance again.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState !== 'visible') return;
    api<SessionAnswer>('/api/session')
      .then((answer) => answer.balance !== null && setBalance(answer.balance))
      .catch(() => {});
  });

  const balanceBox = h(
    'div',
    { class: 'balance' },
    h('span', { class: 'label' }, t.balance),
    h('span', {}, '฿ ', balanceValue),
  );

  return {
    boot,
    t,
    api,
    setBalance,
    topBar,
    message,
    say,
    fail,
    balanceBox,
    fairButton,
    infoButton,
    seeds: () => seeds,
    setSeeds: (next: PublicSeeds) => {
      seeds = next;
    },
  };
};
export type Shell = ReturnType<typeof createShell>;

/** A sheet over the game (paytable, provably fair panel), closed by its button or a tap outside. */
export const openSheet = (t: Strings, title: string, ...content: (Node | string)[]) => {
  const close = () => overlay.remove();
  const overlay = h(
    'div',
    { class: 'overlay', onclick: (event: Event) => event.target === overlay && close() },
    h(
      'section',
      { class: 'sheet', role: 'dialog', 'aria-label': title },
      h(
        'div',
        { class: 'sheet-head' },
        h('h2', {}, title),
        h('button', { class: 'close', onclick: close, 'aria-label': t.close }, '×'),
      ),
      h('div', { class: 'sheet-body' }, ...content),
    ),
  );
  document.body.append(overlay);
  return close;
};

import { deriveOutcome, sha256Hex, type RoundSeeds } from '../engine/fairness.ts';
import type { RandomStream } from '../engine/random.ts';
import type { HistoryEntry, RotateAnswer } from '../game-api.ts';
import { baht, h } from './dom.ts';
import { openSheet, type Shell } from './shell.ts';
import { sounds } from './sound.ts';

/**
 * The provably fair panel: the committed server seed hash, the client seed (editable), the next
 * nonce, rotation (reveals the seed), and the member's rounds, each verifiable here in the browser:
 * the seed must hash to the hash shown before the round, and the same engine code on the same
 * seeds and nonce must give the same result.
 */
export const openFairPanel = async (
  shell: Shell,
  /** The game's result recomputed from a stream, in the shape of the server's `round.result`. */
  replay: (random: RandomStream, round: HistoryEntry) => unknown,
  summary: (round: HistoryEntry) => string,
) => {
  const { t } = shell;
  const hash = h('code', { class: 'seed' });
  const clientInput = h('input', {
    class: 'seed-input',
    maxlength: 64,
    'aria-label': t.clientSeed,
    spellcheck: 'false',
  });
  const nonce = h('code', { class: 'seed' });
  const revealed = h('div', { class: 'revealed' });
  const list = h('ol', { class: 'history' });
  const paint = () => {
    const seeds = shell.seeds();
    hash.textContent = seeds.serverSeedHash;
    clientInput.value = seeds.clientSeed;
    nonce.textContent = String(seeds.nonce);
  };

  const rotate = async (clientSeed?: string) => {
    try {
      const answer = await shell.api<RotateAnswer>('/api/seeds/rotate', clientSeed ? { clientSeed } : {});
      shell.setSeeds(answer.next);
      paint();
      revealed.replaceChildren(
        h('span', { class: 'label' }, t.revealedSeed),
        h('code', { class: 'seed' }, answer.revealed.serverSeed),
      );
      await loadHistory();
    } catch (error) {
      shell.fail(error);
    }
  };

  const verify = async (round: HistoryEntry, badge: HTMLElement) => {
    sounds.click();
    if (!round.serverSeed) {
      badge.textContent = t.notRevealed;
      badge.className = 'badge wait';
      return;
    }
    const seeds: RoundSeeds = {
      serverSeed: round.serverSeed,
      clientSeed: round.clientSeed,
      nonce: round.nonce,
    };
    const same =
      (await sha256Hex(round.serverSeed)) === round.serverSeedHash &&
      canonical(await deriveOutcome(seeds, (random) => replay(random, round))) === canonical(round.result);
    badge.textContent = same ? `✓ ${t.verified}` : `✗ ${t.mismatch}`;
    badge.className = same ? 'badge ok' : 'badge bad';
  };

  const loadHistory = async () => {
    const rounds = await shell.api<HistoryEntry[]>('/api/history');
    list.replaceChildren(
      ...rounds.map((round) => {
        const badge = h('span', { class: 'badge' });
        return h(
          'li',
          {},
          h(
            'div',
            { class: 'history-row' },
            h('span', {}, `#${round.nonce}`),
            h('span', { class: 'history-summary' }, summary(round)),
            h('span', {}, `${baht(round.bet)} → ${baht(round.win)}`),
            h('button', { class: 'small-button', onclick: () => void verify(round, badge) }, t.verify),
          ),
          badge,
        );
      }),
    );
  };

  paint();
  openSheet(
    t,
    t.fair,
    h('p', { class: 'fine' }, 'HMAC-SHA256(server seed, client seed:nonce)'),
    h('label', { class: 'field' }, h('span', { class: 'label' }, t.serverSeedHash), hash),
    h(
      'label',
      { class: 'field' },
      h('span', { class: 'label' }, t.clientSeed),
      h(
        'div',
        { class: 'seed-edit' },
        clientInput,
        h(
          'button',
          { class: 'small-button', onclick: () => void rotate(clientInput.value.trim()) },
          t.changeSeed,
        ),
      ),
    ),
    h('div', { class: 'field' }, h('span', { class: 'label' }, t.nonce), nonce),
    h('button', { class: 'wide-button', onclick: () => void rotate() }, t.rotate),
    revealed,
    h('h3', {}, t.history),
    list,
  );
  await loadHistory().catch((error: unknown) => shell.fail(error));
};

/** JSON with object keys sorted, so two equal results compare equal whatever their key order. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  );

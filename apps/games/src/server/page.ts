import { STRINGS, type StringKey } from '../screen/strings.ts';
import type { GameId, Lang } from './sessions.ts';

/** What the screen script reads from the page (a JSON data block: no inline script runs). */
export interface Boot {
  sessionId: string;
  gameId: GameId;
  lang: Lang;
  balance: number;
  seeds: { serverSeedHash: string; clientSeed: string; nonce: number };
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const shell = (lang: Lang, title: string, head: string, body: string) => `<!doctype html>
<html lang="${lang === 'kh' ? 'km' : lang === 'mm' ? 'my' : lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
<meta name="theme-color" content="#12051f">
<link rel="icon" href="data:,">
<title>${escapeHtml(title)}</title>
${head}
</head>
<body>${body}</body>
</html>`;

export const gamePage = (boot: Boot, assetVersion: string): string => {
  const title = STRINGS[boot.lang][boot.gameId === 'chokdee-slot' ? 'slotTitle' : 'baccaratTitle'];
  const asset = (ext: string) => `/assets/${boot.gameId}.${ext}?v=${assetVersion}`;
  // `<` escaped so no value can close the data block.
  const data = JSON.stringify(boot).replace(/</g, '\\u003c');
  return shell(
    boot.lang,
    title,
    `<link rel="stylesheet" href="${asset('css')}">\n<script type="module" src="${asset('js')}"></script>`,
    `<div id="app"></div><script type="application/json" id="boot">${data}</script>`,
  );
};

/** A refusal before any game is shown: expired session, disabled member, wallet unreachable. */
export const errorPage = (lang: Lang, code: StringKey): string =>
  shell(
    lang,
    STRINGS[lang][code],
    '<style>body{margin:0;min-height:100vh;display:grid;place-items:center;background:#12051f;color:#f6e7b0;font:16px system-ui,sans-serif;text-align:center;padding:24px;box-sizing:border-box}</style>',
    `<p>${escapeHtml(STRINGS[lang][code])}</p>`,
  );

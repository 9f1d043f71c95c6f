/* global console, URL */
/**
 * `node apps/web/scripts/game-art.mjs`: draws the games lobby's local art into `public/games/`,
 * a logo per provider (`/games/<provider>.svg`) and a cover per game (`/games/<gameId>.svg`). The
 * site needs no image from the internet (docs/games.md, "Web"). Each cover is a gradient, a motif
 * of its kind (reels, cards, roulette, ball, dealer, fish, dragon, mahjong, dice) and its title;
 * add a line to PROVIDERS or GAMES and run the script again when the catalogue grows.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const OUT = fileURLToPath(new URL('../public/games/', import.meta.url));

/** [code, wordmark, small line, colour from, colour to, accent] */
const PROVIDERS = [
  ['chokdee', 'CHOKDEE', 'GAMES', '#0b4a36', '#16a36f', '#ffd666'],
  ['all-bet', 'ALLBET', 'LIVE', '#3a0d0d', '#b3261e', '#ffcf70'],
  ['ezg', 'EZG', 'GAMING', '#1b1464', '#5f3dc4', '#9ef0ff'],
  ['gpx', 'GPX', 'SPORT', '#002b5c', '#1971c2', '#ffe066'],
  ['hg', 'HG', 'CASINO', '#2b1d0e', '#8d5a1b', '#ffd98a'],
  ['joker', 'JOKER', 'GAMING', '#3b0a45', '#9c36b5', '#ffe066'],
  ['pegasus', 'PEGASUS', 'SLOT', '#0b2545', '#3a86ff', '#e7f5ff'],
  ['pg-soft2', 'PG', 'SOFT', '#111111', '#343a40', '#ff922b'],
  ['sa', 'SA', 'GAMING', '#4a0000', '#c92a2a', '#ffd43b'],
  ['soccer', 'SOCCER', 'BET', '#0b3d0b', '#2b8a3e', '#ffffff'],
  ['wl', 'WL', 'GAMES', '#08313a', '#0c8599', '#c3fae8'],
  ['wl-game-test', 'WL', 'TEST', '#2f3a40', '#607d8b', '#e3fafc'],
  ['wm', 'WM', 'CASINO', '#1a1a2e', '#0f3460', '#e94560'],
  ['world-casino', 'WORLD', 'CASINO', '#0d1b2a', '#1b4965', '#f2cc8f'],
  ['live-casino', 'LIVE', 'CASINO', '#360033', '#b0106b', '#ffd6e7'],
];

/** [gameId, title line 1, title line 2, motif, palette index] */
const GAMES = [
  ['chokdee-slot', 'LUCKY', 'REELS', 'reels', 0],
  ['chokdee-baccarat', 'BACCARAT', 'CHOKDEE', 'cards', 1],
  ['ab-baccarat', 'BACCARAT', 'ALLBET', 'cards', 2],
  ['ab-roulette', 'ROULETTE', 'ALLBET', 'roulette', 3],
  ['ezg-fortune', 'FORTUNE', 'GEMS', 'gem', 4],
  ['ezg-dragon', 'DRAGON', 'GOLD', 'dragon', 8],
  ['pgSport', 'PG SPORT', 'LIVE ODDS', 'ball', 6],
  ['gpx-esport', 'E-SPORT', 'ARENA', 'star', 9],
  ['hg-baccarat', 'BACCARAT', 'HG LIVE', 'cards', 10],
  ['hg-dragon-tiger', 'DRAGON', 'TIGER', 'dragon', 7],
  ['joker-roma', 'ROMA', 'GLADIATOR', 'helmet', 10],
  ['joker-fish', 'FISH', 'HUNTER', 'fish', 11],
  ['pegasus-wings', 'GOLDEN', 'WINGS', 'wing', 1],
  ['pegasus-gems', 'SKY', 'GEMS', 'gem', 3],
  ['pg-mahjong', 'MAHJONG', 'WAYS', 'mahjong', 3],
  ['pg-fortune-ox', 'FORTUNE', 'OX', 'coin', 2],
  ['pg-treasures', 'TREASURES', 'OF AZTEC', 'crown', 4],
  ['sa-baccarat', 'BACCARAT', 'SA LIVE', 'cards', 6],
  ['sa-sicbo', 'SIC BO', 'HI-LO', 'dice', 9],
  ['soccer-live', 'FOOTBALL', 'LIVE', 'ball', 8],
  ['soccer-virtual', 'VIRTUAL', 'FOOTBALL', 'ball', 5],
  ['wl-lucky', 'LUCKY', 'KOI', 'fish', 5],
  ['wl-phoenix', 'PHOENIX', 'RISE', 'wing', 4],
  ['wlt-demo', 'TEST', 'REELS', 'reels', 11],
  ['wm-baccarat', 'BACCARAT', 'WM LIVE', 'cards', 11],
  ['wm-fantan', 'FAN TAN', 'WM LIVE', 'coin', 0],
  ['wc-roulette', 'ROULETTE', 'WORLD', 'roulette', 0],
  ['wc-blackjack', 'BLACKJACK', '21', 'cards', 1],
  ['live-baccarat', 'BACCARAT', 'LIVE DEALER', 'dealer', 2],
  ['live-roulette', 'ROULETTE', 'LIVE DEALER', 'roulette', 7],
];

const PALETTES = [
  ['#1a0533', '#6a1b9a', '#ffd54f'],
  ['#042b1f', '#0b7a52', '#ffe08a'],
  ['#2a0a0a', '#a4161a', '#ffd166'],
  ['#0a1931', '#185adb', '#ffc947'],
  ['#3d0c02', '#e85d04', '#ffe8a3'],
  ['#002b36', '#0096c7', '#caf0f8'],
  ['#0b3d0b', '#2d8a34', '#f1fa8c'],
  ['#1d0b3b', '#c2185b', '#ffd6e0'],
  ['#1b0f00', '#b8860b', '#fff3b0'],
  ['#0f0f1a', '#3f37c9', '#f72585'],
  ['#2b0f0f', '#7f1d1d', '#fde68a'],
  ['#001219', '#005f73', '#94d2bd'],
];

const esc = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** The motifs, drawn in a 240×240 box around (120, 100), in the palette's accent. */
const MOTIFS = {
  reels: (a) => `
    <rect x="38" y="52" width="164" height="96" rx="16" fill="#000" opacity=".35"/>
    ${[0, 1, 2]
      .map(
        (i) => `<rect x="${48 + i * 50}" y="60" width="44" height="80" rx="10" fill="#fff"/>
      <text x="${70 + i * 50}" y="114" font-size="40" font-weight="900" text-anchor="middle" fill="#d6336c">7</text>`,
      )
      .join('')}
    <rect x="30" y="46" width="180" height="108" rx="20" fill="none" stroke="${a}" stroke-width="6"/>
    ${[0, 1, 2, 3, 4, 5, 6, 7].map((i) => `<circle cx="${44 + i * 21.7}" cy="46" r="4" fill="${a}"/>`).join('')}`,
  cards: (a) => `
    <g transform="rotate(-14 100 100)"><rect x="62" y="44" width="70" height="100" rx="10" fill="#fff"/>
      <text x="76" y="76" font-size="26" font-weight="900" fill="#c92a2a">A</text>
      <path d="M97 96c-10-14-24-6-18 6 4 8 18 18 18 18s14-10 18-18c6-12-8-20-18-6z" fill="#c92a2a"/></g>
    <g transform="rotate(12 140 100)"><rect x="108" y="48" width="70" height="100" rx="10" fill="#fff"/>
      <text x="122" y="80" font-size="26" font-weight="900" fill="#212529">K</text>
      <path d="M143 92l-16 20h10l-4 12h20l-4-12h10z" fill="#212529"/></g>
    <circle cx="60" cy="150" r="18" fill="${a}"/><circle cx="60" cy="150" r="11" fill="none" stroke="#fff" stroke-width="3" stroke-dasharray="5 4"/>`,
  roulette: (a) => `
    <circle cx="120" cy="100" r="62" fill="#1b1b1b" stroke="${a}" stroke-width="6"/>
    ${Array.from({ length: 18 }, (_, i) => {
      const t = (i / 18) * Math.PI * 2;
      const u = ((i + 1) / 18) * Math.PI * 2;
      const p = (r, v) => `${(120 + r * Math.cos(v)).toFixed(1)} ${(100 + r * Math.sin(v)).toFixed(1)}`;
      return `<path d="M${p(56, t)} A56 56 0 0 1 ${p(56, u)} L${p(30, u)} A30 30 0 0 0 ${p(30, t)}z" fill="${i % 2 ? '#c92a2a' : '#111'}"/>`;
    }).join('')}
    <circle cx="120" cy="100" r="28" fill="${a}"/><circle cx="120" cy="100" r="8" fill="#fff"/>
    <circle cx="160" cy="66" r="6" fill="#fff"/>`,
  ball: (a) => `
    <ellipse cx="120" cy="160" rx="60" ry="8" fill="#000" opacity=".3"/>
    <circle cx="120" cy="98" r="56" fill="#fff"/>
    <path d="M120 72l24 17-9 28h-30l-9-28z" fill="#212529"/>
    <path d="M120 42v30M144 89l28-9M135 117l18 24M105 117l-18 24M96 89l-28-9" stroke="#212529" stroke-width="4"/>
    <circle cx="120" cy="98" r="56" fill="none" stroke="${a}" stroke-width="4"/>`,
  hoop: (a) => `
    <rect x="70" y="40" width="100" height="64" rx="6" fill="#fff" opacity=".9"/>
    <rect x="100" y="62" width="40" height="28" fill="none" stroke="#c92a2a" stroke-width="4"/>
    <ellipse cx="120" cy="108" rx="30" ry="7" fill="none" stroke="#e8590c" stroke-width="6"/>
    <path d="M92 110l8 34h40l8-34" fill="none" stroke="#fff" stroke-width="2" stroke-dasharray="4 4"/>
    <circle cx="160" cy="140" r="24" fill="#e8590c"/><path d="M136 140h48M160 116v48" stroke="#212529" stroke-width="3"/>
    <circle cx="160" cy="140" r="24" fill="none" stroke="${a}" stroke-width="3"/>`,
  tiger: (a) => `
    <circle cx="120" cy="100" r="58" fill="#f08c00"/>
    <circle cx="80" cy="52" r="18" fill="#f08c00"/><circle cx="160" cy="52" r="18" fill="#f08c00"/>
    <ellipse cx="120" cy="120" rx="30" ry="22" fill="#fff"/>
    <circle cx="98" cy="92" r="8" fill="#212529"/><circle cx="142" cy="92" r="8" fill="#212529"/>
    <path d="M112 112h16l-8 10z" fill="#212529"/>
    <path d="M120 44v16M100 48l6 14M140 48l-6 14M64 96h18M64 110h16M176 96h-18M176 110h-16" stroke="#212529" stroke-width="5" stroke-linecap="round"/>
    <circle cx="120" cy="100" r="58" fill="none" stroke="${a}" stroke-width="4"/>`,
  fish: (a) => `
    <path d="M48 100c30-44 96-44 126 0-30 44-96 44-126 0z" fill="${a}"/>
    <path d="M170 100l36-28v56z" fill="${a}"/>
    <circle cx="80" cy="92" r="9" fill="#fff"/><circle cx="80" cy="92" r="4" fill="#212529"/>
    <path d="M110 70c10 20 10 40 0 60M132 74c8 16 8 36 0 52" stroke="#fff" stroke-width="4" fill="none" opacity=".7"/>
    <circle cx="56" cy="52" r="6" fill="#fff" opacity=".6"/><circle cx="40" cy="70" r="4" fill="#fff" opacity=".5"/>`,
  dragon: (a) => `
    <path d="M60 140c-6-40 20-84 64-88 30-3 52 16 56 40-20-10-36-4-40 10 18-2 30 8 30 22-16-8-30-4-38 8-8 12-6 26 4 36-36 4-70-6-76-28z" fill="${a}"/>
    <circle cx="146" cy="76" r="7" fill="#c92a2a"/>
    <path d="M110 60l-10-24 20 14M140 56l4-26 12 22" fill="${a}"/>
    <path d="M80 120c10 6 22 8 34 4M78 100c12 4 24 4 34-2" stroke="#000" stroke-width="3" fill="none" opacity=".4"/>`,
  dice: (a) => `
    <g transform="rotate(-12 90 100)"><rect x="52" y="62" width="72" height="72" rx="14" fill="#fff"/>
      <circle cx="70" cy="80" r="7" fill="#c92a2a"/><circle cx="88" cy="98" r="7" fill="#c92a2a"/><circle cx="106" cy="116" r="7" fill="#c92a2a"/></g>
    <g transform="rotate(14 150 96)"><rect x="116" y="58" width="72" height="72" rx="14" fill="#fff"/>
      <circle cx="134" cy="76" r="7" fill="#212529"/><circle cx="170" cy="76" r="7" fill="#212529"/>
      <circle cx="134" cy="112" r="7" fill="#212529"/><circle cx="170" cy="112" r="7" fill="#212529"/></g>
    <path d="M60 160h120" stroke="${a}" stroke-width="4" stroke-linecap="round"/>`,
  helmet: (a) => `
    <path d="M70 120c0-44 22-72 50-72s50 28 50 72v20H70z" fill="${a}"/>
    <path d="M120 20c-10 10-14 22-10 34h20c4-12 0-24-10-34z" fill="#c92a2a"/>
    <path d="M96 96h48v48H96z" fill="#000" opacity=".55"/>
    <path d="M120 96v48" stroke="${a}" stroke-width="8"/>`,
  coin: (a) => `
    ${[0, 1, 2, 3].map((i) => `<ellipse cx="120" cy="${150 - i * 12}" rx="52" ry="14" fill="${a}" stroke="#7a5a00" stroke-width="3"/>`).join('')}
    <circle cx="120" cy="82" r="42" fill="${a}" stroke="#7a5a00" stroke-width="4"/>
    <rect x="108" y="70" width="24" height="24" rx="3" fill="none" stroke="#7a5a00" stroke-width="5"/>`,
  wing: (a) => `
    <path d="M120 140c-30-10-60-40-70-86 22 14 40 16 54 12-10 16-8 30 16 40z" fill="${a}"/>
    <path d="M120 140c30-10 60-40 70-86-22 14-40 16-54 12 10 16 8 30-16 40z" fill="${a}" opacity=".8"/>
    <circle cx="120" cy="120" r="14" fill="#fff"/>`,
  star: (a) => `
    <path d="M120 40l17 36 39 5-29 27 8 39-35-20-35 20 8-39-29-27 39-5z" fill="${a}" stroke="#fff" stroke-width="4"/>
    <circle cx="60" cy="60" r="4" fill="#fff"/><circle cx="186" cy="140" r="5" fill="#fff"/><circle cx="176" cy="52" r="3" fill="#fff"/>`,
  mahjong: (a) =>
    [
      [58, -8, '#c92a2a', '<circle cy="-12" r="7"/><circle cy="12" r="7"/>'],
      [
        100,
        0,
        '#2b8a3e',
        '<rect x="-10" y="-20" width="6" height="40" rx="3"/><rect x="4" y="-20" width="6" height="40" rx="3"/>',
      ],
      [142, 8, '#1c7ed6', '<circle r="12" fill="none" stroke-width="5"/><circle r="4"/>'],
    ]
      .map(
        ([x, turn, ink, face]) => `<g transform="rotate(${turn} ${x + 20} 100)">
      <rect x="${x}" y="60" width="44" height="62" rx="8" fill="#f8f9fa" stroke="${a}" stroke-width="4"/>
      <g transform="translate(${x + 22} 91)" fill="${ink}" stroke="${ink}">${face}</g></g>`,
      )
      .join(''),
  gem: (a) => `
    <path d="M82 62h76l24 30-62 70-62-70z" fill="${a}"/>
    <path d="M82 62l14 30h48l14-30M58 92h124M96 92l24 70 24-70" stroke="#fff" stroke-width="3" fill="none" opacity=".8"/>
    <path d="M190 54l4 10 10 4-10 4-4 10-4-10-10-4 10-4z" fill="#fff"/>`,
  crown: (a) => `
    <path d="M60 140l-8-74 36 30 32-46 32 46 36-30-8 74z" fill="${a}"/>
    <rect x="58" y="140" width="124" height="14" rx="4" fill="${a}"/>
    <circle cx="120" cy="116" r="9" fill="#c92a2a"/><circle cx="86" cy="122" r="6" fill="#1c7ed6"/><circle cx="154" cy="122" r="6" fill="#2b8a3e"/>`,
  dealer: (a) => `
    <circle cx="120" cy="70" r="26" fill="#f1c27d"/>
    <path d="M94 62c0-22 52-22 52 0-8-8-44-8-52 0z" fill="#212529"/>
    <path d="M72 150c4-36 24-50 48-50s44 14 48 50z" fill="#212529"/>
    <path d="M112 104l8 12 8-12" fill="#fff"/><path d="M116 112h8l-4 6z" fill="#c92a2a"/>
    <rect x="40" y="146" width="160" height="14" rx="7" fill="${a}"/>
    <circle cx="186" cy="58" r="8" fill="#fa5252"/><text x="160" y="44" font-size="14" font-weight="900" fill="#fff">LIVE</text>`,
};

function cover([gameId, line1, line2, motif, paletteIndex]) {
  const [from, to, accent] = PALETTES[paletteIndex % PALETTES.length];
  const id = gameId.replace(/[^a-z0-9]/gi, '');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 240" width="240" height="240">
  <defs>
    <linearGradient id="bg${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${to}"/><stop offset="1" stop-color="${from}"/></linearGradient>
    <radialGradient id="glow${id}" cx=".5" cy=".4" r=".6"><stop offset="0" stop-color="${accent}" stop-opacity=".45"/><stop offset="1" stop-color="${accent}" stop-opacity="0"/></radialGradient>
  </defs>
  <rect width="240" height="240" fill="url(#bg${id})"/>
  <g opacity=".12" stroke="#fff" stroke-width="2">${Array.from({ length: 12 }, (_, i) => `<path d="M120 100L${(120 + 220 * Math.cos((i / 12) * Math.PI * 2)).toFixed(0)} ${(100 + 220 * Math.sin((i / 12) * Math.PI * 2)).toFixed(0)}"/>`).join('')}</g>
  <circle cx="120" cy="100" r="110" fill="url(#glow${id})"/>
  ${MOTIFS[motif](accent)}
  <rect y="168" width="240" height="72" fill="#000" opacity=".35"/>
  <text x="120" y="200" font-family="Arial Black, Arial, Helvetica, sans-serif" font-size="${line1.length > 8 ? 24 : 28}" font-weight="900" text-anchor="middle" fill="${accent}" stroke="#000" stroke-width="1" paint-order="stroke">${esc(line1)}</text>
  <text x="120" y="225" font-family="Arial, Helvetica, sans-serif" font-size="16" font-weight="700" letter-spacing="3" text-anchor="middle" fill="#fff">${esc(line2)}</text>
</svg>
`;
}

function logo([code, word, small, from, to, accent]) {
  const id = code.replace(/[^a-z0-9]/gi, '');
  const size =
    word.length <= 2 ? 46 : word.length <= 3 ? 34 : word.length <= 5 ? 24 : word.length <= 6 ? 20 : 17;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120" width="120" height="120">
  <defs><linearGradient id="lg${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${to}"/><stop offset="1" stop-color="${from}"/></linearGradient></defs>
  <rect width="120" height="120" rx="60" fill="url(#lg${id})"/>
  <circle cx="60" cy="60" r="54" fill="none" stroke="${accent}" stroke-width="3" opacity=".85"/>
  <circle cx="60" cy="60" r="47" fill="none" stroke="#fff" stroke-width="1" stroke-dasharray="3 5" opacity=".5"/>
  <text x="60" y="${word.length <= 2 ? 70 : 66}" font-family="Arial Black, Arial, Helvetica, sans-serif" font-size="${size}" font-weight="900" text-anchor="middle" fill="${accent}">${esc(word)}</text>
  <text x="60" y="88" font-family="Arial, Helvetica, sans-serif" font-size="10" font-weight="700" letter-spacing="3" text-anchor="middle" fill="#fff">${esc(small)}</text>
</svg>
`;
}

mkdirSync(OUT, { recursive: true });
for (const provider of PROVIDERS) writeFileSync(`${OUT}${provider[0]}.svg`, logo(provider));
for (const game of GAMES) writeFileSync(`${OUT}${game[0]}.svg`, cover(game));
writeFileSync(`${OUT}default.svg`, cover(['default', 'CHOKDEE', 'GAMES', 'star', 1]));
console.log(`wrote ${PROVIDERS.length} logos and ${GAMES.length + 1} covers to ${OUT}`);

import type { SlotSymbol } from '../engine/slot-paytable.ts';
import { svg } from './dom.ts';

/**
 * The slot's symbols as one SVG sprite (each a <symbol> referenced by <use>), drawn here: no image
 * files, sharp at every size, and each gradient defined once.
 */
const SPRITE = `
<svg xmlns="http://www.w3.org/2000/svg" class="sprite" aria-hidden="true">
<defs>
<radialGradient id="g-red" cx="35%" cy="30%" r="70%"><stop offset="0" stop-color="#ff8a8a"/><stop offset=".5" stop-color="#e0142c"/><stop offset="1" stop-color="#7a0010"/></radialGradient>
<radialGradient id="g-yellow" cx="35%" cy="30%" r="75%"><stop offset="0" stop-color="#fffbd0"/><stop offset=".5" stop-color="#ffd60a"/><stop offset="1" stop-color="#c78b00"/></radialGradient>
<radialGradient id="g-purple" cx="35%" cy="30%" r="75%"><stop offset="0" stop-color="#e6b3ff"/><stop offset=".5" stop-color="#8e2de2"/><stop offset="1" stop-color="#3f0a70"/></radialGradient>
<linearGradient id="g-gold" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff3b0"/><stop offset=".45" stop-color="#f5c542"/><stop offset="1" stop-color="#a86b00"/></linearGradient>
<linearGradient id="g-green" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#9be15d"/><stop offset="1" stop-color="#1e7a2e"/></linearGradient>
<linearGradient id="g-bar" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#4a4a5e"/><stop offset="1" stop-color="#0d0d16"/></linearGradient>
</defs>
<symbol id="s-CHERRY" viewBox="0 0 100 100"><path d="M50 18c-6 14-18 28-24 42M50 18c4 16 14 30 22 40" stroke="url(#g-green)" stroke-width="5" fill="none" stroke-linecap="round"/><path d="M50 18c10-8 24-8 30 0-10 6-22 6-30 0z" fill="url(#g-green)"/><circle cx="28" cy="68" r="18" fill="url(#g-red)"/><circle cx="72" cy="66" r="18" fill="url(#g-red)"/><circle cx="22" cy="62" r="4" fill="#fff" opacity=".7"/><circle cx="66" cy="60" r="4" fill="#fff" opacity=".7"/></symbol>
<symbol id="s-LEMON" viewBox="0 0 100 100"><ellipse cx="50" cy="54" rx="36" ry="28" fill="url(#g-yellow)" transform="rotate(-20 50 54)"/><path d="M16 66l-6 6M84 42l6-6" stroke="#c78b00" stroke-width="6" stroke-linecap="round"/><ellipse cx="38" cy="44" rx="10" ry="5" fill="#fff" opacity=".6" transform="rotate(-20 38 44)"/></symbol>
<symbol id="s-PLUM" viewBox="0 0 100 100"><circle cx="50" cy="58" r="32" fill="url(#g-purple)"/><path d="M50 28c0-8 2-14 6-18" stroke="#5b3a1a" stroke-width="5" stroke-linecap="round" fill="none"/><path d="M56 20c10-10 26-8 30 2-12 6-22 4-30-2z" fill="url(#g-green)"/><ellipse cx="38" cy="46" rx="8" ry="5" fill="#fff" opacity=".5"/></symbol>
<symbol id="s-BELL" viewBox="0 0 100 100"><path d="M50 12c-4 0-6 3-6 6-14 4-22 16-22 32v16l-8 10h72l-8-10V50c0-16-8-28-22-32 0-3-2-6-6-6z" fill="url(#g-gold)" stroke="#8a5a00" stroke-width="2"/><circle cx="50" cy="84" r="8" fill="url(#g-gold)" stroke="#8a5a00" stroke-width="2"/><path d="M34 46c2-10 8-16 14-18" stroke="#fff" stroke-width="4" opacity=".6" fill="none" stroke-linecap="round"/></symbol>
<symbol id="s-BAR" viewBox="0 0 100 100"><rect x="8" y="28" width="84" height="44" rx="10" fill="url(#g-bar)" stroke="url(#g-gold)" stroke-width="4"/><text x="50" y="61" text-anchor="middle" font-family="Impact, Arial Black, sans-serif" font-weight="900" font-size="30" fill="url(#g-gold)">BAR</text></symbol>
<symbol id="s-SEVEN" viewBox="0 0 100 100"><text x="50" y="86" text-anchor="middle" font-family="Impact, Arial Black, sans-serif" font-weight="900" font-size="92" fill="url(#g-red)" stroke="url(#g-gold)" stroke-width="4">7</text></symbol>
<symbol id="s-WILD" viewBox="0 0 100 100"><path d="M50 4l13 28 31 3-23 21 7 31-28-16-28 16 7-31L6 35l31-3z" fill="url(#g-gold)" stroke="#8a5a00" stroke-width="2"/><text x="50" y="62" text-anchor="middle" font-family="Impact, Arial Black, sans-serif" font-weight="900" font-size="20" fill="#7a0010">WILD</text></symbol>
<symbol id="s-SCATTER" viewBox="0 0 100 100"><circle cx="50" cy="50" r="42" fill="url(#g-gold)" stroke="#8a5a00" stroke-width="3"/><circle cx="50" cy="50" r="32" fill="none" stroke="#8a5a00" stroke-width="2" stroke-dasharray="4 4"/><text x="50" y="66" text-anchor="middle" font-family="Arial Black, sans-serif" font-weight="900" font-size="44" fill="#a30b1d">฿</text></symbol>
</svg>`;

export const mountSymbolSprite = () => document.body.append(svg(SPRITE));

export const symbolElement = (symbol: SlotSymbol): Element =>
  svg(
    `<svg class="symbol" viewBox="0 0 100 100" aria-label="${symbol.toLowerCase()}"><use href="#s-${symbol}"/></svg>`,
  );

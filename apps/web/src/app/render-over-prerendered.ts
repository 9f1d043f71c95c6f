import { hydrate, render, type ComponentChild } from 'preact';
import type { ReactNode } from 'react';
import type { DataRouter } from 'react-router';
import { currentLocale } from '../lib/i18n.ts';
import { hasSession } from '../lib/session-marker.ts';
import { getSiteStatus } from '../lib/site-status.ts';
import { DESKTOP_MEDIA } from './shell/root-layout.tsx';

/**
 * Whether the app's first render draws the screen the root holds. scripts/prerender.mjs renders the
 * page named by the root's `data-prerendered` as a Thai guest's phone sees it, online, with nothing
 * standing in for the page; the router's first state and the visitor say whether this is that.
 */
export function drawsPrerenderedScreen(
  container: Element,
  { location, errors }: DataRouter['state'],
): boolean {
  const { maintenance, unauthorized, birthDateRequired, jurisdiction } = getSiteStatus();
  return (
    location.pathname === container.getAttribute('data-prerendered') &&
    !errors &&
    navigator.onLine &&
    currentLocale() === 'th' &&
    !hasSession() &&
    !matchMedia(DESKTOP_MEDIA).matches &&
    !maintenance &&
    !unauthorized &&
    !birthDateRequired &&
    !jurisdiction
  );
}

/**
 * Renders the app into a root that already holds its first screen, reusing those elements. When the
 * first render draws that very screen (`drawsTheHtml`), Preact's `hydrate` adopts them as they are:
 * it sets no attribute, only listeners and any text that differs. Its `render` sets every attribute
 * and style again even where nothing differs, which on `/` was half of the first load's blocking
 * time on a slow phone (docs/performance.md); when the first render differs (maintenance, offline, a
 * desktop's side menu), `render` is the one that corrects the attributes too: hydrating would keep
 * the HTML's (the maintenance page would keep the landing's `data-testid`). react-dom's createRoot
 * would empty the root first (a second paint of the largest text). The member build runs on Preact
 * (vite.config.ts); the dev server, which sends no prerendered page, never calls this.
 */
export function renderOverPrerendered(container: Element, app: ReactNode, drawsTheHtml: boolean): void {
  (drawsTheHtml ? hydrate : render)(app as ComponentChild, container);
}

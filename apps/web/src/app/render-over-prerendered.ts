import { render, type ComponentChild } from 'preact';
import type { ReactNode } from 'react';

/**
 * Renders the app into a root that already holds its first screen (scripts/prerender.mjs), reusing
 * those elements: Preact's own render matches them by tag and corrects attributes and text wherever
 * the first render differs (maintenance, offline). react-dom's createRoot would empty the root first
 * (a second paint of the largest text), and hydrateRoot would keep the HTML's attributes wherever the
 * first render differs (the maintenance page would keep the landing's). The member build runs on
 * Preact (vite.config.ts); the dev server, which sends no prerendered page, never calls this.
 */
export function renderOverPrerendered(container: Element, app: ReactNode): void {
  render(app as ComponentChild, container);
}

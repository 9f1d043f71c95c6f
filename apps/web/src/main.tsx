import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import './app/styles.ts';
import { Providers } from './app/providers.tsx';
import { drawsPrerenderedScreen, renderOverPrerendered } from './app/render-over-prerendered.ts';
import { createAppRouter } from './app/router.tsx';
import { installNotifyListener } from './lib/snackbar-store.ts';
import { startDeviceTracking, trackVisitorAfterFirstRender } from './app/device-tracking.ts';
import { installPreloadErrorHandler } from './lib/chunk-reload.ts';
import { dropEarlyResponses } from './lib/early-responses.ts';
import { initI18n } from './lib/i18n.ts';
import { yieldToMain } from './lib/render-later.ts';

installPreloadErrorHandler();
installNotifyListener();
startDeviceTracking();

const container = document.getElementById('root')!;

/**
 * Renders once the first page's loaders and code are in. Until then index.html's static top bar
 * stays on screen, so the first load renders the app's tree once (no boot screen first), in a task
 * of its own rather than in the one that evaluated the bundle (Lighthouse's blocking time).
 */
const start = () => {
  const router = createAppRouter();
  const render = () => {
    const app = (
      <StrictMode>
        <Providers>
          <RouterProvider router={router} />
        </Providers>
      </StrictMode>
    );
    // A prerendered page's first screen came in the HTML (scripts/prerender.mjs): the app takes over
    // its elements rather than drawing them again, so the largest paint stays the HTML's.
    if (container.hasAttribute('data-prerendered'))
      renderOverPrerendered(container, app, drawsPrerenderedScreen(container, router.state));
    else createRoot(container).render(app);
    // The first page's loaders and its first render's queries (the header's users.auth on a page
    // whose guards do not ask) have taken what public/boot.js asked for early; after that frame's
    // effects, drop the rest.
    requestAnimationFrame(() => setTimeout(dropEarlyResponses, 0));
    trackVisitorAfterFirstRender();
  };
  if (router.state.initialized) {
    render();
    return;
  }
  const unsubscribe = router.subscribe((state) => {
    if (!state.initialized) return;
    unsubscribe();
    render();
  });
};

/**
 * The bundle's evaluation, i18next's start and the router's creation each in a task of their own
 * (together one long task on a slow phone). Renders even if a language chunk fails to load (Thai
 * is in the main bundle).
 */
const boot = async () => {
  await yieldToMain();
  await initI18n().catch((error: unknown) => console.error(error));
  await yieldToMain();
  start();
};
void boot();

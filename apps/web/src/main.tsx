import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import './app/styles.ts';
import { Providers } from './app/providers.tsx';
import { createAppRouter } from './app/router.tsx';
import { installNotifyListener } from './lib/snackbar-store.ts';
import { startDeviceTracking } from './app/device-tracking.ts';
import { installPreloadErrorHandler } from './lib/chunk-reload.ts';
import { dropEarlyResponses } from './lib/early-responses.ts';
import { initI18n } from './lib/i18n.ts';

installPreloadErrorHandler();
installNotifyListener();
startDeviceTracking();

const root = createRoot(document.getElementById('root')!);
const render = () => {
  const router = createAppRouter();
  // The first page's loaders have taken what public/boot.js asked for early; drop the rest.
  if (router.state.initialized) dropEarlyResponses();
  else {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      dropEarlyResponses();
      unsubscribe();
    });
  }
  root.render(
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );
};

// Render even if a language chunk fails to load (Thai is in the main bundle).
void initI18n()
  .catch((error: unknown) => console.error(error))
  .finally(render);

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import './app/styles.ts';
import { Providers } from './app/providers.tsx';
import { createAppRouter } from './app/router.tsx';
import { installNotifyListener } from './lib/snackbar-store.ts';
import { startDeviceTracking } from './app/device-tracking.ts';
import { installPreloadErrorHandler } from './lib/chunk-reload.ts';
import { initI18n } from './lib/i18n.ts';

installPreloadErrorHandler();
installNotifyListener();
startDeviceTracking();

const root = createRoot(document.getElementById('root')!);
const render = () =>
  root.render(
    <StrictMode>
      <Providers>
        <RouterProvider router={createAppRouter()} />
      </Providers>
    </StrictMode>,
  );

// Render even if a language chunk fails to load (Thai is in the main bundle).
void initI18n()
  .catch((error: unknown) => console.error(error))
  .finally(render);

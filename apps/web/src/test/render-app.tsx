import { discoverRoutes, routes } from '../app/router.tsx';
import { renderRoutes } from './render.tsx';

/** Renders the app's own route table, with the back office's routes discovered as the app does. */
export const renderApp = (initialEntries: string[] = ['/']) =>
  renderRoutes(routes, initialEntries, { patchRoutesOnNavigation: discoverRoutes });

import { prerender as renderStatic } from 'react-dom/static';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type DataStrategyResult,
} from 'react-router';
import { startI18n } from '../lib/i18n.ts';
import { Providers } from './providers.tsx';
import { routes } from './router.tsx';

/**
 * A page's first screen as a guest's first render draws it, as HTML, at build time
 * (scripts/prerender.mjs): the app's own tree, in Thai, with no loader run (they call the API) and
 * no query answered, so only what renders without data is in it.
 */
export async function prerender(path: string): Promise<string> {
  await startI18n('th');
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, 'http://localhost')), {
    dataStrategy: async ({ matches }) => {
      const results: Record<string, DataStrategyResult> = {};
      await Promise.all(
        matches.map(async (match) => {
          results[match.route.id] = await match.resolve(() => null);
        }),
      );
      return results;
    },
  });
  if (context instanceof Response) throw new Error(`prerender ${path}: answered ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  // Waits for the lazy parts of the frame (React's renderToString would leave their fallbacks).
  const { prelude } = await renderStatic(
    <Providers>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </Providers>,
  );
  return new Response(prelude).text();
}

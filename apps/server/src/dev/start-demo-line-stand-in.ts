import { randomBytes } from 'node:crypto';
import type { Config } from '../config.ts';
import type { LineStandIn } from './line-stand-in.ts';

export const DEMO_LINE_CLIENT_ID = 'chokdee-demo';

export interface DemoLine {
  config: Config;
  standIn?: LineStandIn;
  /** One line for the log once the logger exists (server.ts logs it after building the app). */
  notice?: { level: 'info' | 'warn'; message: string };
}

/**
 * Demo mode without LINE credentials: starts the local OpenID provider on LINE_STANDIN_PORT and
 * points the LINE client at it. With real LINE_* variables, or outside demo mode, nothing starts.
 * A busy port only costs the demo its LINE button (503), not the whole server.
 */
export const startDemoLineStandIn = async (config: Config): Promise<DemoLine> => {
  if (!config.demo || config.isProduction || config.line) return { config };
  // Loaded only here: production never imports oidc-provider.
  const { startLineStandIn } = await import('./line-stand-in.ts');
  const clientSecret = randomBytes(24).toString('hex');
  try {
    const standIn = await startLineStandIn({
      clientId: DEMO_LINE_CLIENT_ID,
      clientSecret,
      port: config.lineStandInPort,
    });
    return {
      config: { ...config, line: { issuer: standIn.issuer, clientId: DEMO_LINE_CLIENT_ID, clientSecret } },
      standIn,
      notice: { level: 'info', message: `LINE Login stand-in (local OpenID provider) at ${standIn.issuer}` },
    };
  } catch (error) {
    const reason = (error as Error).message;
    return {
      config,
      notice: { level: 'warn', message: `LINE stand-in not started (${reason}); LINE login is off` },
    };
  }
};

import { ConfigError } from './config/config-error.ts';
import { loadConfig, type Config } from './config.ts';

const readConfig = (): Config => {
  try {
    return loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      // One line an operator can act on; a stack trace would only hide it.
      console.error(`chokdee: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
};

// The configuration is checked before the app's modules load: a misconfigured start fails in a
// moment, not after compiling and importing the whole server.
const config = readConfig();
const { runServer } = await import('./run-server.ts');
runServer(config).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

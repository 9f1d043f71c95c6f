/** Thrown for any unusable environment; its message is one line, printed as is by server.ts. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * What the app composes of partner games: the registry the security headers read for frame-src;
 * and ending a member's game sessions (a self-exclusion).
 */
export { ProviderRegistry } from './provider-registry.ts';
export { endGameSessions } from './game-sessions.ts';

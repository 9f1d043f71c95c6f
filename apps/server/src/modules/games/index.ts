/** What the app composes of partner games: the registry the security headers read for frame-src. */
export { ProviderRegistry } from './provider-registry.ts';

// Prefixes the server answers itself; the web app's SPA fallback never applies below them.
const API_PREFIXES = ['/api', '/poy-api', '/metrics'];

export const pathOf = (url: string): string => {
  const end = url.search(/[?#]/);
  return end === -1 ? url : url.slice(0, end);
};

export const isApiPath = (url: string): boolean => {
  const path = pathOf(url);
  return API_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
};

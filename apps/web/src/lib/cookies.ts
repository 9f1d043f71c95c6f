/** Tiny document.cookie helpers (the browser is the only runtime of the web app). */

export interface CookieOptions {
  /** Lifetime in seconds; omitted means a session cookie. */
  maxAge?: number;
  path?: string;
  sameSite?: 'Lax' | 'Strict' | 'None';
}

export const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export function readCookie(name: string, source: string = document.cookie): string | undefined {
  for (const part of source.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() !== name) continue;
    const raw = part.slice(eq + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return undefined;
}

export function serializeCookie(name: string, value: string, options: CookieOptions = {}): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, `path=${options.path ?? '/'}`];
  if (options.maxAge !== undefined) parts.push(`max-age=${options.maxAge}`);
  parts.push(`SameSite=${options.sameSite ?? 'Lax'}`);
  if (typeof location !== 'undefined' && location.protocol === 'https:') parts.push('Secure');
  return parts.join('; ');
}

export function writeCookie(name: string, value: string, options: CookieOptions = {}): void {
  document.cookie = serializeCookie(name, value, options);
}

export function deleteCookie(name: string): void {
  document.cookie = serializeCookie(name, '', { maxAge: 0 });
}

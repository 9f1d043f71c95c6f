/**
 * Drives the LINE stand-in's login like a browser would, for API tests: follows the provider's
 * redirects with its cookies, fills the login form and stops at the redirect back to the app
 * (`/login/line/auth?code&state`) without following it.
 */
export interface LineCallback {
  url: URL;
  code: string;
  state: string;
}

const cookieHeader = (jar: Map<string, string>): string =>
  [...jar].map(([name, value]) => `${name}=${value}`).join('; ');

const keepCookies = (jar: Map<string, string>, response: Response): void => {
  for (const line of response.headers.getSetCookie()) {
    const [pair = ''] = line.split(';');
    const eq = pair.indexOf('=');
    if (eq > 0) jar.set(pair.slice(0, eq).trim(), pair.slice(eq + 1).trim());
  }
};

export const driveLineStandIn = async (
  authorizationUrl: string,
  user: { sub?: string; name: string },
): Promise<LineCallback> => {
  const jar = new Map<string, string>();
  const provider = new URL(authorizationUrl).origin;
  const step = async (url: string, init: RequestInit = {}): Promise<Response> => {
    const headers = new Headers(init.headers);
    if (jar.size > 0) headers.set('cookie', cookieHeader(jar));
    const response = await fetch(new URL(url, provider), { ...init, headers, redirect: 'manual' });
    keepCookies(jar, response);
    return response;
  };
  const locationOf = (response: Response): string => {
    const location = response.headers.get('location');
    if (response.status < 300 || response.status > 399 || !location)
      throw new Error(`expected a redirect, got ${response.status}`);
    return new URL(location, provider).href;
  };

  const interaction = locationOf(await step(authorizationUrl));
  const page = await step(interaction);
  if (page.status !== 200) throw new Error(`interaction page answered ${page.status}: ${await page.text()}`);
  const html = await page.text();
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
  const prefilledSub = /name="sub"[^>]*value="([^"]+)"/.exec(html)?.[1];
  if (!action || !prefilledSub) throw new Error('login form not found');

  const form = new URLSearchParams({ name: user.name, sub: user.sub ?? prefilledSub });
  const resume = locationOf(
    await step(action, {
      method: 'POST',
      body: form,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    }),
  );
  const callback = new URL(locationOf(await step(resume)));
  const code = callback.searchParams.get('code');
  const state = callback.searchParams.get('state');
  if (!code || !state) throw new Error(`no code in the callback: ${callback.href}`);
  return { url: callback, code, state };
};

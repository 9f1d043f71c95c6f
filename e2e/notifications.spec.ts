/**
 * The header's unread badge at 360 px (real server in demo mode): a signed-in member sees the
 * number rise, without a reload, each time a deposit is credited. Each credit takes the server's
 * own path: the member's fast deposit request, then the SIGNED bank-statement line that pays it,
 * which the demo simulator posts to the real hook route (signature, matching, credit, the
 * notification row and, after COMMIT, the outbox's `notification` frame over WS /ccu). No
 * notification row is written by the test, and nothing waits on a clock: each step waits for
 * the badge's text.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enterAsMember, newMember, signUpMember } from './harness/member-pages.ts';
import { baseUrl, launchBrowser, phoneContext, screenshot } from './harness/page.ts';

let browser: Browser;
let context: BrowserContext | undefined;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await context?.close();
  await browser.close();
});

/**
 * Opens a fast deposit of `baht` as the signed-in member (the page's cookies and CSRF token, as
 * the deposit page sends it) and has the demo simulator send the statement line that pays it.
 */
async function creditDeposit(member: BrowserContext, baht: number): Promise<void> {
  const csrf = (await member.cookies(baseUrl())).find((cookie) => cookie.name === 'csrfToken');
  if (!csrf) throw new Error('no csrfToken cookie: the member is not signed in');
  const headers = { accept: 'application/json', 'x-csrf-token': decodeURIComponent(csrf.value) };
  const opened = await member.request.post(`${baseUrl()}/api/deposits.fast`, {
    headers,
    data: { amount: baht },
  });
  expect(opened.status(), await opened.text()).toBe(201);
  const { data } = (await opened.json()) as { data: { id: string } };
  const paid = await member.request.post(`${baseUrl()}/api/dev/deposits.simulate`, {
    headers,
    data: { id: data.id },
  });
  expect(paid.status(), await paid.text()).toBe(200);
}

/** The badge showing exactly `count`. */
const badge = (page: Page, count: number) =>
  page.getByTestId('header-unread').filter({ hasText: new RegExp(`^${count}$`) });

describe('notifications', () => {
  it('a member sees the unread badge rise when a deposit is credited, without a reload', async () => {
    const member = newMember();
    const uuid = await signUpMember(baseUrl(), member);
    context = await phoneContext(browser, 'th');
    const page = await context.newPage();
    const frames: unknown[] = [];
    page.on('websocket', (socket) =>
      socket.on('framereceived', ({ payload }) => {
        if (typeof payload === 'string') frames.push(JSON.parse(payload));
      }),
    );
    await enterAsMember(page, member);
    // The bell mounts after the first idle moment and reads the count: nothing unread yet.
    await page.getByTestId('header-notifications').waitFor();
    expect(await page.getByTestId('header-unread').count()).toBe(0);
    // The socket is open and signed in: the server has answered the bell's watch of the member's
    // own channel (it needs no subscription, so the answer is a refusal, on which the bell re-reads).
    await expect
      .poll(() =>
        frames.some((frame) => {
          const { event, channel } = frame as { event?: string; channel?: string };
          return event === 'subscribe-refused' && channel === uuid;
        }),
      )
      .toBe(true);
    // A reload would lose this mark, so finding it at the end proves there was none.
    await page.evaluate(() => ((window as unknown as { noReload?: boolean }).noReload = true));

    await creditDeposit(context, 300);
    await badge(page, 1).waitFor();
    await creditDeposit(context, 200);
    await badge(page, 2).waitFor();
    expect(await page.getByTestId('header-notifications').getAttribute('aria-label')).toMatch(/ 2$/);
    await screenshot(page, 'unread-badge-rise-360');

    expect(await page.evaluate(() => (window as unknown as { noReload?: boolean }).noReload)).toBe(true);
    // The count came over the socket, in the credit's own frame.
    expect(frames).toContainEqual(expect.objectContaining({ event: 'notification' }));
    const counts = frames.flatMap((frame) => {
      const { event, message } = frame as { event?: string; message?: string };
      return event === 'notification' && message ? [(JSON.parse(message) as { unread: number }).unread] : [];
    });
    expect(counts).toEqual([1, 2]);
  });
});

/**
 * Live support chat end to end (docs/support.md): a guest at 360 px opens the chat and writes; a
 * staff member (their own account, harness/staff.ts) finds the conversation in /admin/support and
 * answers; the guest's panel shows the answer over the socket, without a reload.
 */
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, phoneContext, screenshot } from './harness/page.ts';
import { E2E_STAFF } from './harness/staff.ts';
import { logInAsStaff } from './harness/staff-login.ts';

let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser.close();
});

describe('live support chat', () => {
  it('a guest’s message reaches the back office and the staff answer appears live', async () => {
    const guestContext = await phoneContext(browser, 'th');
    contexts.push(guestContext);
    const guest = await guestContext.newPage();
    await guest.goto(`${baseUrl()}/results`);
    // The button is mounted once the page is idle.
    await guest.getByTestId('chat-button').click();
    const panel = guest.getByTestId('chat-panel');
    await panel.getByTestId('chat-input').fill('สวัสดีครับ');
    await panel.getByTestId('chat-send').click();
    await panel.getByTestId('chat-message').filter({ hasText: 'สวัสดีครับ' }).waitFor();
    const guestName = (await panel.getByTestId('chat-guest-name').textContent()) ?? '';
    expect(guestName).toMatch(/^Guest-\d+$/);

    const staffContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    contexts.push(staffContext);
    const staff = await staffContext.newPage();
    await logInAsStaff(staff, E2E_STAFF.support, '/admin/support');
    await staff.getByTestId('support-queue-row').filter({ hasText: guestName }).click();
    const conversation = staff.getByTestId('support-conversation');
    await conversation.getByTestId('chat-message').filter({ hasText: 'สวัสดีครับ' }).waitFor();
    await conversation.getByTestId('chat-input').fill('สวัสดีค่ะ ยินดีให้บริการค่ะ');
    await conversation.getByTestId('chat-send').click();

    // Live: no reload on the guest's side.
    const answer = panel.getByTestId('chat-message').filter({ hasText: 'สวัสดีค่ะ ยินดีให้บริการค่ะ' });
    await answer.waitFor();
    expect(await answer.getAttribute('data-from')).toBe('staff');
    expect(await answer.getByTestId('chat-staff-name').textContent()).toBe(E2E_STAFF.support.username);
    await screenshot(guest, 'support-chat-guest-360');
    await screenshot(staff, 'support-chat-staff-1280');
  });
});

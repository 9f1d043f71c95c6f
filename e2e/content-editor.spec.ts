/**
 * The back office's rich-text editor end to end (docs/support.md, "Content"): staff edit the Thai
 * `deposit` how-to page in tiptap on Preact (type, make bold, upload a PNG through the toolbar),
 * save, and a member's `/howto/deposit` shows the new text in bold and the image; a `<script>`
 * typed as text stays text. The edit appends after the seeded steps and keeps the title, which
 * content.spec.ts reads.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import adminTh from '../apps/web/src/locales/admin/th.json' with { type: 'json' };
import { baseUrl, launchBrowser, phoneContext, screenshot } from './harness/page.ts';
import { logInAsStaff } from './harness/staff-login.ts';
import { E2E_STAFF } from './harness/staff.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** A 1×1 PNG, whole (IHDR … IEND), as the upload's magic-byte and structure checks want. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * Presses a key that only moves the caret, and returns once ProseMirror has seen the move: it reads
 * the caret from the browser's asynchronous selectionchange event, so a key pressed at once (Enter)
 * would still act at the old caret or selection, e.g. replace the text just made bold.
 */
const moveCaret = async (page: Page, key: string): Promise<void> => {
  await page.evaluate(() => {
    const moved = new Promise<void>((resolve) => {
      document.addEventListener('selectionchange', () => setTimeout(resolve), { once: true });
    });
    (window as { caretMoved?: Promise<void> }).caretMoved = moved;
  });
  await page.keyboard.press(key);
  await page.evaluate(() => (window as { caretMoved?: Promise<void> }).caretMoved);
};

describe('content editor', () => {
  it('staff edit the Thai deposit page in the rich-text editor and members read it', async () => {
    const stamp = Date.now().toString(36);
    const bold = `ฝากง่ายใน 1 นาที ${stamp}`;
    const script = `<script>window.__pwned_${stamp}=1</script>`;

    const staff = await phoneContext(browser, 'th', baseUrl(), { viewport: { width: 1280, height: 900 } });
    const admin = await staff.newPage();
    await logInAsStaff(admin, E2E_STAFF.content, '/admin/content');
    await admin.getByTestId('content-row-deposit').getByTestId('content-edit').click();
    const body = admin.getByTestId('content-body-th');
    const editor = body.locator('.ProseMirror');
    await editor.waitFor();

    // After the seeded steps: a bold line, the typed markup, then the image.
    await editor.click();
    await moveCaret(admin, 'Control+End');
    await admin.keyboard.press('Enter');
    await admin.keyboard.type(bold);
    await admin.keyboard.press('Shift+Home');
    await body.getByRole('button', { name: adminTh.content.editor.bold, exact: true }).click();
    await expect.poll(() => editor.locator('strong').last().textContent()).toBe(bold);
    await moveCaret(admin, 'End');
    await admin.keyboard.press('Enter');
    await admin.keyboard.type(script);
    await admin.keyboard.press('Enter');
    await body.getByTestId('content-body-th-image-input').setInputFiles({
      name: 'step.png',
      mimeType: 'image/png',
      buffer: PNG,
    });
    const image = editor.locator('img[src^="/media/"]');
    await image.waitFor();
    const src = await image.getAttribute('src');
    await screenshot(admin, 'content-editor-1280');

    await admin.getByTestId('content-save').click();
    await admin.getByText(adminTh.content.saved).waitFor();
    await admin.getByTestId('content-form').waitFor({ state: 'detached' });
    await staff.close();

    const member = await phoneContext(browser, 'th');
    const page = await member.newPage();
    await page.goto(`${baseUrl()}/howto/deposit`);
    const content = page.getByTestId('content-body');
    await content.getByText(bold).waitFor();
    expect(await content.locator('strong', { hasText: bold }).count()).toBe(1);
    expect(await content.locator('ol > li').count()).toBe(5);
    // The typed markup is text: shown as typed, no element made of it, nothing run.
    await content.getByText(script).waitFor();
    expect(await content.locator('script').count()).toBe(0);
    expect(await page.evaluate((key) => key in window, `__pwned_${stamp}`)).toBe(false);
    const shown = content.locator(`img[src="${src}"]`);
    await shown.scrollIntoViewIfNeeded();
    await expect
      .poll(() => shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBe(1);
    await screenshot(page, 'content-editor-member-360');
    await member.close();
  });
});

import { permissionsOf, type AdminContentView } from '@chokdee/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app.tsx';
import { setLocale } from '../../../lib/i18n.ts';
import { installFakeApi, type FakeApi } from '../../../test/fake-api.ts';
import { setupI18n } from '../../../test/render.tsx';

beforeAll(setupI18n);
beforeEach(async () => {
  await setLocale('en');
  document.cookie = 'staffCsrf=csrf-1; path=/';
});

const page = (slug: string, sortOrder: number, translations: AdminContentView['translations']) => ({
  kind: 'howto' as const,
  slug,
  sortOrder,
  videoUrl: null,
  translations,
  updatedAt: '2026-11-20T03:00:00.000Z',
});

const DEPOSIT = page('deposit', 0, {
  th: { title: 'วิธีฝากเงิน', body: '<p>ฝากเงิน</p>' },
  kh: { title: 'ដាក់ប្រាក់', body: '<p>ដាក់ប្រាក់</p>' },
});

const staffApi = (): FakeApi => {
  const api = installFakeApi();
  api.on('admin/auth.me', {
    body: {
      id: 7,
      username: 'admin1',
      role: 'Administrator',
      totpEnrolled: true,
      enrolmentRequired: false,
      permissions: permissionsOf('Administrator'),
    },
  });
  api.on('admin/contents.list', (_body, url) => ({
    body: {
      items:
        url.searchParams.get('kind') === 'howto' ? [DEPOSIT, page('withdraw', 1, DEPOSIT.translations)] : [],
    },
  }));
  api.on('admin/contents.save', (body) => ({
    body: { ...(body as object), updatedAt: '2026-11-28T03:00:00.000Z' },
  }));
  return api;
};

const saves = (api: FakeApi) => api.calls.filter((c) => c.path === 'admin/contents.save');

describe('content pages in the back office', () => {
  it('lists the pages of each kind with their languages', async () => {
    const api = staffApi();
    renderApp(['/admin/content']);
    const row = await screen.findByTestId('content-row-deposit');
    expect(row.textContent).toContain('วิธีฝากเงิน');
    const present = [...row.querySelectorAll('[data-present]')].map((badge) => badge.textContent);
    expect(present).toEqual(['th', 'kh']);
    expect(screen.getByTestId('content-row-withdraw')).toBeTruthy();

    fireEvent.click(screen.getByTestId('content-kind-vdo'));
    expect(await screen.findByTestId('contents-empty')).toBeTruthy();
    expect(api.calls.filter((c) => c.path === 'admin/contents.list')).toHaveLength(2);
  });

  it('refuses a new page without a Thai title, then sends Thai and only the languages written', async () => {
    const api = staffApi();
    renderApp(['/admin/content']);
    await screen.findByTestId('content-row-deposit');
    fireEvent.click(screen.getByTestId('content-new'));
    const form = await screen.findByTestId('content-form');

    fireEvent.change(within(form).getByTestId('content-slug'), { target: { value: 'deposit' } });
    fireEvent.click(within(form).getByTestId('content-save'));
    expect((await screen.findByTestId('content-save-error')).textContent).toBe('Check the marked fields');
    expect(form.textContent).toContain('The Thai title is required');
    expect(form.textContent).toContain('A page of this kind already has this address');
    expect(saves(api)).toEqual([]);

    fireEvent.change(within(form).getByTestId('content-slug'), { target: { value: 'promptpay-qr' } });
    fireEvent.change(within(form).getByTestId('content-title-th'), { target: { value: '  ฝากผ่าน QR  ' } });
    fireEvent.click(within(form).getByTestId('content-tab-en'));
    fireEvent.change(await within(form).findByTestId('content-title-en'), {
      target: { value: 'QR deposit' },
    });
    fireEvent.click(within(form).getByTestId('content-save'));

    await waitFor(() => expect(saves(api)).toHaveLength(1));
    expect(saves(api)[0]?.body).toEqual({
      kind: 'howto',
      slug: 'promptpay-qr',
      sortOrder: 2,
      videoUrl: null,
      translations: { th: { title: 'ฝากผ่าน QR', body: '' }, en: { title: 'QR deposit', body: '' } },
    });
    expect(await screen.findByText('Page saved')).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('content-form')).toBeNull());
  });

  it('edits a page in the rich-text editor, keeping its languages; a language with a body needs a title', async () => {
    const api = staffApi();
    renderApp(['/admin/content']);
    fireEvent.click(within(await screen.findByTestId('content-row-deposit')).getByTestId('content-edit'));
    const form = await screen.findByTestId('content-form');
    expect(within(form).queryByTestId('content-slug')).toBeNull();
    // tiptap runs in the test DOM: the Thai body is in the editor, with its toolbar.
    await waitFor(() => expect(form.querySelector('.ProseMirror')?.textContent).toBe('ฝากเงิน'));
    expect(within(form).getByRole('button', { name: 'Bold' })).toBeTruthy();

    fireEvent.click(within(form).getByTestId('content-tab-kh'));
    fireEvent.change(await within(form).findByTestId('content-title-kh'), { target: { value: ' ' } });
    fireEvent.click(within(form).getByTestId('content-save'));
    expect(
      await within(form).findByText('This language has a body: give it a title, or empty the body'),
    ).toBeTruthy();
    expect(saves(api)).toEqual([]);

    fireEvent.change(within(form).getByTestId('content-title-kh'), { target: { value: 'ដាក់ប្រាក់' } });
    fireEvent.click(within(form).getByTestId('content-save'));
    await waitFor(() => expect(saves(api)).toHaveLength(1));
    expect(saves(api)[0]?.body).toEqual({
      kind: 'howto',
      slug: 'deposit',
      sortOrder: 0,
      videoUrl: null,
      translations: DEPOSIT.translations,
    });
  });

  it("uploads an image from the toolbar into the body, and words the server's refusal", async () => {
    const api = staffApi();
    let answer: { status: number; body: unknown } = {
      status: 415,
      body: { message: 'Only PNG, JPEG, GIF and WebP images can be uploaded', code: 'UPLOAD_TYPE' },
    };
    api.on('admin/contents.upload', () => answer);
    renderApp(['/admin/content']);
    fireEvent.click(within(await screen.findByTestId('content-row-deposit')).getByTestId('content-edit'));
    const form = await screen.findByTestId('content-form');
    const input = await within(form).findByTestId('content-body-th-image-input');
    const choose = (file: File) => fireEvent.change(input, { target: { files: [file] } });

    choose(new File(['not an image'], 'notes.png', { type: 'image/png' }));
    expect((await within(form).findByTestId('content-body-th-upload-error')).textContent).toBe(
      'Only PNG, JPEG, GIF and WebP images can be uploaded.',
    );
    const upload = api.calls.find((c) => c.path === 'admin/contents.upload');
    expect(upload?.body).toEqual({ data: btoa('not an image') });

    answer = { status: 201, body: { url: '/media/0b9c.png' } };
    choose(new File([new Uint8Array([137, 80, 78, 71])], 'step.png', { type: 'image/png' }));
    await waitFor(() =>
      expect(form.querySelector('.ProseMirror img')?.getAttribute('src')).toBe('/media/0b9c.png'),
    );
    expect(within(form).queryByTestId('content-body-th-upload-error')).toBeNull();

    choose(new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'huge.png', { type: 'image/png' }));
    expect((await within(form).findByTestId('content-body-th-upload-error')).textContent).toBe(
      'The image is larger than 2 MB.',
    );
    expect(api.calls.filter((c) => c.path === 'admin/contents.upload')).toHaveLength(2);

    fireEvent.click(within(form).getByTestId('content-save'));
    await waitFor(() => expect(saves(api)).toHaveLength(1));
    expect(JSON.stringify(saves(api)[0]?.body)).toContain('<img src=\\"/media/0b9c.png\\"');
  });

  it('shows a refused video link under its field', async () => {
    const api = staffApi();
    api.on('admin/contents.save', {
      status: 400,
      body: { message: 'Only YouTube video links are accepted', code: 'VIDEO_URL' },
    });
    renderApp(['/admin/content']);
    await screen.findByTestId('content-row-deposit');
    fireEvent.click(screen.getByTestId('content-kind-vdo'));
    await screen.findByTestId('contents-empty');
    fireEvent.click(screen.getByTestId('content-new'));
    const form = await screen.findByTestId('content-form');
    fireEvent.change(within(form).getByTestId('content-slug'), { target: { value: 'how-to-bet' } });
    fireEvent.change(within(form).getByTestId('content-video-url'), {
      target: { value: 'https://vimeo.com/1' },
    });
    fireEvent.change(within(form).getByTestId('content-title-th'), { target: { value: 'วิธีแทง' } });
    fireEvent.click(within(form).getByTestId('content-save'));
    await waitFor(() => expect(saves(api)).toHaveLength(1));
    expect(saves(api)[0]?.body).toMatchObject({
      kind: 'vdo',
      slug: 'how-to-bet',
      videoUrl: 'https://vimeo.com/1',
      sortOrder: 0,
    });
    expect((await within(form).findByTestId('content-save-error')).textContent).toBe(
      'Only YouTube video links are accepted.',
    );
    expect(form.textContent?.match(/Only YouTube video links are accepted/g)).toHaveLength(2);
  });
});

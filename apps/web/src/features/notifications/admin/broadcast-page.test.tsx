import { permissionsOf } from '@chokdee/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app.tsx';
import { setLocale } from '../../../lib/i18n.ts';
import { installFakeApi } from '../../../test/fake-api.ts';
import { setupI18n } from '../../../test/render.tsx';

beforeAll(setupI18n);
beforeEach(async () => {
  await setLocale('en');
  document.cookie = 'staffCsrf=csrf-1; path=/';
});

describe('staff broadcast page', () => {
  it('previews the audience it would reach, needs the Thai text, and sends after confirming', async () => {
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
    api.on('admin/notifications.broadcast.preview', (_body, url) => ({
      body: { members: url.searchParams.get('audience') === 'LEVEL' ? 12 : 340 },
    }));
    api.on('admin/notifications.broadcast', { body: { members: 12 } });
    renderApp(['/admin/notifications']);

    await waitFor(() => expect(screen.getByTestId('broadcast-preview').textContent).toContain('340'));
    fireEvent.click(screen.getByText('By level'));
    fireEvent.change(screen.getByTestId('broadcast-min-level'), { target: { value: '3' } });
    await waitFor(() => expect(screen.getByTestId('broadcast-preview').textContent).toContain('12'));
    const asked = api.calls.filter((c) => c.path.startsWith('admin/notifications.broadcast.preview'));
    expect(asked.length).toBeGreaterThan(1);

    const send = screen.getByTestId<HTMLButtonElement>('broadcast-send');
    expect(send.disabled).toBe(true);
    fireEvent.change(screen.getByTestId('broadcast-text-th'), { target: { value: 'โปร VIP' } });
    fireEvent.change(screen.getByTestId('broadcast-text-en'), { target: { value: 'VIP promo' } });
    expect(send.disabled).toBe(false);
    fireEvent.click(send);
    fireEvent.click(await screen.findByTestId('broadcast-send-confirm'));
    await waitFor(() => expect(api.calls.some((c) => c.path === 'admin/notifications.broadcast')).toBe(true));
    expect(api.calls.find((c) => c.path === 'admin/notifications.broadcast')?.body).toEqual({
      audience: { audience: 'LEVEL', minLevel: 3 },
      text: { th: 'โปร VIP', en: 'VIP promo', kh: '', mm: '' },
    });
    expect(await screen.findByText('Sent to 12 members')).toBeTruthy();
  });
});

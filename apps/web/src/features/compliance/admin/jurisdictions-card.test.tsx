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

describe('countries served (site settings)', () => {
  it('shows the lists and saves them, codes upper-cased and ranges one per line, after confirming', async () => {
    const api = installFakeApi();
    api.on('admin/auth.me', {
      body: {
        id: 1,
        username: 'root',
        role: 'Super Admin',
        totpEnrolled: true,
        enrolmentRequired: false,
        permissions: permissionsOf('Super Admin'),
      },
    });
    api.on('admin/site.jurisdictions', { body: { countries: ['TH'], allowedRanges: [] } });
    api.on('admin/site.jurisdictions.update', (body) => ({ body }));
    renderApp(['/admin/site']);

    const countries = await screen.findByTestId<HTMLInputElement>('jurisdiction-countries');
    await waitFor(() => expect(countries.value).toBe('TH'));
    fireEvent.change(countries, { target: { value: 'th, la kh' } });
    fireEvent.change(screen.getByTestId('jurisdiction-ranges'), {
      target: { value: '203.0.113.0/24\n2001:db8::/32\n' },
    });
    fireEvent.click(screen.getByTestId('jurisdictions-save'));
    fireEvent.click(await screen.findByTestId('jurisdictions-save-confirm'));
    await waitFor(() =>
      expect(api.calls.find((c) => c.path === 'admin/site.jurisdictions.update')?.body).toEqual({
        countries: ['TH', 'LA', 'KH'],
        allowedRanges: ['203.0.113.0/24', '2001:db8::/32'],
      }),
    );
    expect(await screen.findByText('Countries served saved')).toBeTruthy();
  });
});

import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../test/render-app.tsx';
import { i18n } from '../lib/i18n.ts';
import th from '../locales/th.json';
import { installFakeApi, type FakeApi } from '../test/fake-api.ts';
import { setupI18n } from '../test/render.tsx';

let api: FakeApi;
beforeAll(setupI18n);
beforeEach(async () => {
  await i18n.changeLanguage('th');
  api = installFakeApi();
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});

const fill = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });
const signups = () => api.calls.filter((call) => call.path === 'users.signup');

describe('/register/:afSlug with an unknown slug', () => {
  it('explains it in Thai and signs up without a referrer, keeping what was typed', async () => {
    api.on('users.signup', (body) =>
      (body as { slug?: string }).slug
        ? {
            status: 400,
            body: {
              message: 'Affiliate link is invalid',
              code: 'UNKNOWN_AFFILIATE',
              fields: { slug: 'Affiliate link is invalid' },
            },
          }
        : { status: 201, body: { uuid: 'u-1', userName: 'somchai01', status: 0 } },
    );
    renderApp(['/register/nosuchslug']);
    await screen.findByTestId('register-page');
    fill('register-username', 'somchai01');
    fill('register-pin', 'Chokdee#1');
    fill('register-confirm-pin', 'Chokdee#1');
    fill('register-phone', '0812345678');
    fill('register-birth-date', '1990-05-17');
    fireEvent.click(screen.getByTestId('register-submit'));

    const notice = await screen.findByTestId('affiliate-link-invalid');
    expect(notice.textContent).toContain(th.affiliateLink.invalidTitle);
    expect(notice.textContent).not.toContain('Affiliate link is invalid');
    expect(signups()[0]?.body).toMatchObject({ slug: 'nosuchslug', userName: 'somchai01' });

    fireEvent.click(screen.getByTestId('affiliate-link-continue'));
    await waitFor(() => expect(signups()).toHaveLength(2));
    expect(signups()[1]?.body).toMatchObject({
      userName: 'somchai01',
      phoneNumber: '0812345678',
      birthDate: '1990-05-17',
    });
    expect(signups()[1]?.body).not.toHaveProperty('slug');
  });
});

describe('/register and the minimum age', () => {
  it("shows the server's under-age refusal on the date of birth, in Thai", async () => {
    api.on('users.signup', {
      status: 400,
      body: {
        message: 'You are under the minimum age to play',
        code: 'VALIDATION',
        fields: { birthDate: 'You are under the minimum age to play' },
      },
    });
    renderApp(['/register']);
    await screen.findByTestId('register-page');
    fill('register-username', 'young01');
    fill('register-pin', 'Chokdee#1');
    fill('register-confirm-pin', 'Chokdee#1');
    fill('register-phone', '0812345679');
    fill('register-birth-date', '2010-01-01');
    fireEvent.click(screen.getByTestId('register-submit'));
    expect(await screen.findByText(th.messages.underage)).toBeTruthy();
  });

  it('a date of birth is required before anything is sent', async () => {
    renderApp(['/register']);
    await screen.findByTestId('register-page');
    fill('register-username', 'nobirth01');
    fill('register-pin', 'Chokdee#1');
    fill('register-confirm-pin', 'Chokdee#1');
    fill('register-phone', '0812345670');
    fireEvent.click(screen.getByTestId('register-submit'));
    expect(await screen.findByText(th.messages.birthDateInvalid)).toBeTruthy();
    expect(api.calls.some((call) => call.path === 'users.signup')).toBe(false);
  });
});

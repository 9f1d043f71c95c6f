import { screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import th from '../../locales/th.json';
import { installFakeApi, type FakeApi } from '../../test/fake-api.ts';
import { renderRoutes, setupI18n } from '../../test/render.tsx';
import { FirstStepsCard } from './first-steps-card.tsx';

const UUID = '00000000-0000-4000-8000-000000000042';
let api: FakeApi;
beforeAll(setupI18n);
beforeEach(async () => {
  await i18n.changeLanguage('th');
  localStorage.clear();
  api = installFakeApi();
  api.on('users.auth', { body: { uuid: UUID, status: 0, name: 'A', userName: 'a' } });
});
const renderCard = () => renderRoutes([{ path: '/', element: <FirstStepsCard /> }]);
const asked = () => api.calls.filter((call) => call.path === 'users.first-steps').length;

describe('first steps card', () => {
  it('shows what is done and links each open step to its page, the next one marked', async () => {
    api.on('users.first-steps', { body: { bank: true, deposit: false, bet: false } });
    renderCard();
    const card = await screen.findByTestId('first-steps');
    expect(card.getAttribute('data-done')).toBe('1');
    expect(screen.getByTestId('first-steps-count').textContent).toBe(
      th.firstSteps.count.replace('{{done}}', '1').replace('{{total}}', '3'),
    );
    expect(screen.getByTestId('first-step-bank').getAttribute('data-done')).toBe('true');
    const deposit = screen.getByTestId('first-step-deposit');
    expect(deposit.getAttribute('href')).toBe('/credit/deposit');
    expect(deposit.getAttribute('aria-current')).toBe('step');
    expect(deposit.textContent).toContain(th.firstSteps.deposit.title);
    expect(screen.getByTestId('first-step-bet').getAttribute('href')).toBe('/lotto');
  });

  it('hides once every step is done, and does not ask again for this member', async () => {
    api.on('users.first-steps', { body: { bank: true, deposit: true, bet: true } });
    const first = renderCard();
    await waitFor(() => expect(asked()).toBe(1));
    await waitFor(() => expect(localStorage.length).toBe(1));
    expect(screen.queryByTestId('first-steps')).toBeNull();
    first.unmount();
    renderCard();
    await waitFor(() => expect(api.calls.some((call) => call.path === 'users.auth')).toBe(true));
    expect(asked()).toBe(1);
    expect(screen.queryByTestId('first-steps')).toBeNull();
  });
});

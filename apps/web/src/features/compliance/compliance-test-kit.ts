import { vi } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import { installFakeApi, type FakeApi } from '../../test/fake-api.ts';

export const MEMBER = { uuid: 'u-1', status: 0, name: 'Somchai', userName: 'somchai01' };

/** A logged-in member reading Thai, with a fresh fake API (each test's start). */
export async function asMember(): Promise<FakeApi> {
  await i18n.changeLanguage('th');
  const api = installFakeApi();
  api.on('users.auth', { body: MEMBER });
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  return api;
}

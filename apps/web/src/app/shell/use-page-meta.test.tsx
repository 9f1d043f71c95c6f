import { act, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { setLocale } from '../../lib/i18n.ts';
import { renderRoutes, setupI18n } from '../../test/render.tsx';
import { usePageMeta } from './use-page-meta.ts';

function Page() {
  usePageMeta();
  return null;
}

const description = () => document.querySelector('meta[name="description"]')?.getAttribute('content');

beforeAll(setupI18n);

describe('usePageMeta', () => {
  it("sets the page's title and description, and follows the language", async () => {
    renderRoutes([{ path: '*', element: <Page /> }], ['/results']);
    await waitFor(() => expect(document.title).toBe('ผลรางวัล | โชคดี'));
    expect(description()).toContain('ตรวจผลหวยรัฐบาล');

    await act(() => setLocale('en'));
    await waitFor(() => expect(document.title).toBe('Results | Chokdee'));
    expect(description()).toMatch(/^Latest and past results/);
    await act(() => setLocale('th'));
  });

  it('gives the home page the site name first', async () => {
    renderRoutes([{ path: '*', element: <Page /> }], ['/']);
    await waitFor(() => expect(document.title).toBe('โชคดี | แทงหวยออนไลน์ ตรวจผลรางวัล'));
  });
});

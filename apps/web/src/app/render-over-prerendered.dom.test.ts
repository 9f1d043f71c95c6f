import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DataRouter } from 'react-router';
import { initI18n } from '../lib/i18n.ts';
import {
  endMaintenance,
  reportMaintenance,
  setBirthDateRequired,
  setJurisdiction,
} from '../lib/site-status.ts';
import { drawsPrerenderedScreen } from './render-over-prerendered.ts';

const root = (path: string | null) => {
  const element = document.createElement('div');
  if (path !== null) element.setAttribute('data-prerendered', path);
  return element;
};

const state = (pathname: string, errors: DataRouter['state']['errors'] = null) =>
  ({ location: { pathname }, errors }) as DataRouter['state'];

/** A phone's width unless `desktop` (happy-dom answers matchMedia from its viewport), online unless told. */
const visitor = ({ desktop = false, online = true } = {}) => {
  (
    window as unknown as { happyDOM: { setViewport: (size: { width: number }) => void } }
  ).happyDOM.setViewport({ width: desktop ? 1280 : 360 });
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
};

beforeEach(async () => {
  document.cookie = 'csrfToken=; max-age=0';
  await initI18n('th');
  visitor();
});
afterEach(() => {
  endMaintenance();
  setJurisdiction(false);
  setBirthDateRequired(false);
  vi.restoreAllMocks();
});

describe('drawsPrerenderedScreen', () => {
  it("is true for a Thai guest's phone, online, on the prerendered page with nothing in its place", () => {
    expect(drawsPrerenderedScreen(root('/'), state('/'))).toBe(true);
  });

  it('is false on another page, or after a loader failed', () => {
    expect(drawsPrerenderedScreen(root('/'), state('/main'))).toBe(false);
    expect(drawsPrerenderedScreen(root(null), state('/'))).toBe(false);
    expect(drawsPrerenderedScreen(root('/'), state('/', { 0: new Error('loader') }))).toBe(false);
  });

  it('is false for a desktop, offline, another language or a member', async () => {
    visitor({ desktop: true });
    expect(drawsPrerenderedScreen(root('/'), state('/'))).toBe(false);
    visitor({ online: false });
    expect(drawsPrerenderedScreen(root('/'), state('/'))).toBe(false);
    visitor();
    await initI18n('en');
    expect(drawsPrerenderedScreen(root('/'), state('/'))).toBe(false);
    await initI18n('th');
    document.cookie = 'csrfToken=abc';
    expect(drawsPrerenderedScreen(root('/'), state('/'))).toBe(false);
  });

  it('is false while a screen stands in for every page', () => {
    reportMaintenance('ปิดปรับปรุง');
    expect(drawsPrerenderedScreen(root('/'), state('/'))).toBe(false);
    endMaintenance();
    setJurisdiction(true);
    expect(drawsPrerenderedScreen(root('/'), state('/'))).toBe(false);
    setJurisdiction(false);
    setBirthDateRequired(true);
    expect(drawsPrerenderedScreen(root('/'), state('/'))).toBe(false);
  });
});

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { pathPattern, screenRoutes } from './preload-route.ts';

const matches = (path: string, pathname: string) => new RegExp(pathPattern(path) ?? '$^').test(pathname);

describe('pathPattern', () => {
  it('matches the route path as the whole pathname, params as one segment', () => {
    expect(matches('', '/')).toBe(true);
    expect(matches('', '/main')).toBe(false);
    expect(matches('lotto/:betGroup/:betId', '/lotto/gov/1')).toBe(true);
    expect(matches('lotto/:betGroup/:betId', '/lotto/gov/1/x')).toBe(false);
    expect(matches('main', '/main/')).toBe(true);
    expect(matches('main', '/mainx')).toBe(false);
  });

  it('leaves optional and splat paths to the router', () => {
    expect(pathPattern('poy/:betGroup/:poyId?')).toBeNull();
    expect(pathPattern('credit/*')).toBeNull();
  });
});

describe('screenRoutes', () => {
  it("reads the member pages' screen modules from router.tsx", () => {
    const routes = new Map(
      screenRoutes(readFileSync(new URL('../src/app/router.tsx', import.meta.url), 'utf8')).map(
        ([pattern, file]) => [file, pattern],
      ),
    );
    expect(routes.get('home.tsx')).toBe(pathPattern(''));
    expect(routes.get('main.tsx')).toBe(pathPattern('main'));
    expect(routes.get('lotto-round.tsx')).toBe(pathPattern('lotto/:betGroup/:betId'));
    expect(routes.get('results.tsx')).toBe(pathPattern('results'));
  });
});

import type { App } from '../src/app.ts';

export interface HeldRoute {
  /** Adds the route; pass it as startTestApp's `setup`. */
  register: (app: App) => void;
  /** Settles once a request has reached the route. */
  started: Promise<void>;
  /** Lets the held request answer `{ data: 'done' }`. */
  release: () => void;
}

/** A GET route whose requests wait until the test releases them: a request in flight on demand. */
export const heldRoute = (url: string): HeldRoute => {
  let markStarted: () => void = () => undefined;
  let release: () => void = () => undefined;
  const started = new Promise<void>((resolve) => (markStarted = resolve));
  const gate = new Promise<void>((resolve) => (release = resolve));
  return {
    register: (app) => {
      app.get(url, async () => {
        markStarted();
        await gate;
        return { data: 'done' };
      });
    },
    started,
    release: () => release(),
  };
};

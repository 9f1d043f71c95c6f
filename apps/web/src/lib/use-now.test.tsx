import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useNow, useNowAs } from './use-now.ts';

const START = Date.UTC(2026, 10, 28, 12, 0, 0);
const CLOSE = START + 3_500;

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(START);
});
afterEach(() => vi.useRealTimers());

describe('useNowAs', () => {
  it('renders again only when its answer changes, while the clock ticks every second', () => {
    let renders = 0;
    function OpenState() {
      renders += 1;
      return <p>{useNowAs((now) => (now < CLOSE ? 'open' : 'closed'))}</p>;
    }
    let seconds = 0;
    function Seconds() {
      seconds += 1;
      return <p>{Math.floor(useNow() / 1000)}</p>;
    }
    const view = render(
      <>
        <OpenState />
        <Seconds />
      </>,
    );
    expect(view.getByText('open')).toBeTruthy();
    const first = renders;
    const secondsBefore = seconds;
    for (let tick = 0; tick < 3; tick += 1)
      act(() => {
        vi.advanceTimersByTime(1_000);
      });
    // The seconds rendered once a tick; the open state not once.
    expect(seconds).toBe(secondsBefore + 3);
    expect(renders).toBe(first);
    act(() => {
      vi.advanceTimersByTime(1_000);
    });
    expect(view.getByText('closed')).toBeTruthy();
    expect(renders).toBe(first + 1);
  });
});

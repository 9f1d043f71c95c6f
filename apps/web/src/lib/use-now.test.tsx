import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useNow, useNowAs, useNowWhen } from './use-now.ts';

const START = Date.UTC(2026, 10, 28, 12, 0, 0);
const CLOSE = START + 3_500;

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(START);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

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

describe('useNowWhen', () => {
  it('moves on with the clock only when the state it watches changes', () => {
    const times: number[] = [];
    function Watcher() {
      const at = useNowWhen((now) => (now < CLOSE ? 'open' : 'closed'));
      times.push(at);
      return <p>{at}</p>;
    }
    render(<Watcher />);
    expect(times.at(-1)).toBe(START);
    const renders = times.length;
    for (let tick = 0; tick < 3; tick += 1)
      act(() => {
        vi.advanceTimersByTime(1_000);
      });
    expect(times.length).toBe(renders);
    act(() => {
      vi.advanceTimersByTime(1_000);
    });
    expect(times.slice(renders)).toEqual([START + 4_000]);
  });
});

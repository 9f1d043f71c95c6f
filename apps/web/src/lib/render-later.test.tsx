import { MessageChannel } from 'node:worker_threads';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AfterFirstPaint, useAfterFirstPaint, useIdleOnce, WhenIdle, yieldToMain } from './render-later.ts';

function AfterPaint({ ready }: { ready: boolean }) {
  return <span data-testid="state">{useAfterFirstPaint(ready) ? 'body' : 'heading only'}</span>;
}

function Idle() {
  return <span data-testid="state">{useIdleOnce() ? 'idle' : 'busy'}</span>;
}

const state = () => screen.getByTestId('state').textContent;

/** The browser's idle callback, stubbed: `fire()` reports idle. */
const stubIdleCallback = () => {
  let callback: (() => void) | undefined;
  vi.stubGlobal('requestIdleCallback', (next: () => void) => {
    callback = next;
    return 1;
  });
  vi.stubGlobal('cancelIdleCallback', () => undefined);
  return { fire: () => callback?.() };
};

beforeEach(() => {
  vi.useFakeTimers({
    toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'],
  });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('useAfterFirstPaint', () => {
  it('is false in the first render and true once that frame has been painted', async () => {
    render(<AfterPaint ready />);
    expect(state()).toBe('heading only');
    await act(() => vi.advanceTimersToNextFrame());
    expect(state()).toBe('heading only');
    await act(() => vi.runOnlyPendingTimersAsync());
    expect(state()).toBe('body');
  });

  it('waits while not ready (the data is still loading), then for the next frame', async () => {
    const { rerender } = render(<AfterPaint ready={false} />);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(state()).toBe('heading only');
    rerender(<AfterPaint ready />);
    await act(() => vi.advanceTimersToNextFrame());
    await act(() => vi.runOnlyPendingTimersAsync());
    expect(state()).toBe('body');
  });
});

describe('useIdleOnce', () => {
  it('turns true when the browser reports idle, not before', async () => {
    const idle = stubIdleCallback();
    render(<Idle />);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(state()).toBe('busy');
    act(() => idle.fire());
    expect(state()).toBe('idle');
  });
});

describe('AfterFirstPaint and WhenIdle', () => {
  it('render their children when their moment comes, without rendering the siblings again', async () => {
    const idle = stubIdleCallback();
    const renderSibling = vi.fn(() => <span>hero</span>);
    function Sibling() {
      return renderSibling();
    }
    render(
      <div>
        <Sibling />
        <AfterFirstPaint>
          <span data-testid="later">rounds</span>
        </AfterFirstPaint>
        <WhenIdle>
          <span data-testid="idle">languages</span>
        </WhenIdle>
      </div>,
    );
    expect(screen.queryByTestId('later')).toBeNull();
    await act(() => vi.advanceTimersToNextFrame());
    await act(() => vi.runOnlyPendingTimersAsync());
    expect(screen.getByTestId('later').textContent).toBe('rounds');
    expect(screen.queryByTestId('idle')).toBeNull();
    act(() => idle.fire());
    expect(screen.getByTestId('idle').textContent).toBe('languages');
    expect(renderSibling).toHaveBeenCalledOnce();
  });
});

describe('yieldToMain', () => {
  it('resumes in a later task: after the microtasks of this one', async () => {
    // happy-dom has no MessageChannel (browsers do): Node's stands in.
    vi.stubGlobal('MessageChannel', MessageChannel);
    const order: string[] = [];
    const resumed = yieldToMain().then(() => order.push('resumed'));
    queueMicrotask(() => order.push('microtask'));
    await Promise.resolve().then(() => order.push('same task'));
    expect(order).toEqual(['microtask', 'same task']);
    await resumed;
    expect(order).toEqual(['microtask', 'same task', 'resumed']);
  });

  it("uses the browser's scheduler.yield where there is one", async () => {
    const schedulerYield = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: schedulerYield });
    await yieldToMain();
    expect(schedulerYield).toHaveBeenCalledOnce();
  });
});

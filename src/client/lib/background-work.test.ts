// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HOLD_AT_MOST_MS, afterFirstPage, firstPageShown, resetBackgroundWorkGate, startBackgroundWorkGate } from './background-work';

beforeEach(() => {
  vi.useFakeTimers();
  resetBackgroundWorkGate();
});
afterEach(() => vi.useRealTimers());

/** The frame that paints, the task after it, and the idle time after that. */
const paint = () => vi.advanceTimersByTime(600);

describe('background work', () => {
  it('of a page that shows its content after a call waits until it is shown and painted', () => {
    const work = vi.fn();
    startBackgroundWorkGate(true);
    afterFirstPage(work);
    vi.advanceTimersByTime(HOLD_AT_MOST_MS - 1000);
    expect(work).not.toHaveBeenCalled();
    firstPageShown();
    expect(work).not.toHaveBeenCalled();
    paint();
    expect(work).toHaveBeenCalledTimes(1);
    // Later pages hold nothing back.
    const later = vi.fn();
    afterFirstPage(later);
    expect(later).toHaveBeenCalledTimes(1);
  });

  it('waits no longer than HOLD_AT_MOST_MS for a page that never says it is shown (a call that hangs)', () => {
    const work = vi.fn();
    startBackgroundWorkGate(true);
    afterFirstPage(work);
    vi.advanceTimersByTime(HOLD_AT_MOST_MS);
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1); // in a task of its own
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('of any other page starts once the window has loaded', () => {
    const work = vi.fn();
    Object.defineProperty(document, 'readyState', { configurable: true, get: () => 'loading' });
    startBackgroundWorkGate(false);
    afterFirstPage(work);
    paint();
    expect(work).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('load'));
    paint();
    expect(work).toHaveBeenCalledTimes(1);
    Reflect.deleteProperty(document, 'readyState');
  });

  it('can be cancelled before it starts', () => {
    const work = vi.fn();
    startBackgroundWorkGate(true);
    const cancel = afterFirstPage(work);
    cancel();
    firstPageShown();
    paint();
    expect(work).not.toHaveBeenCalled();
  });
});

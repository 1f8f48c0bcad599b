// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IDLE_AFTER_MS, useActiveTime } from './use-active-time';

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

afterEach(() => {
  vi.useRealTimers();
  setVisibility('visible');
});

describe('useActiveTime', () => {
  it('counts only time while the page is visible, starting from the saved time', () => {
    vi.useFakeTimers({ toFake: ['performance'] });
    setVisibility('visible');
    const onPause = vi.fn();
    const { result, unmount } = renderHook(() => useActiveTime('attempt-1', 5_000, onPause));
    vi.advanceTimersByTime(3_000);
    expect(result.current()).toBe(8_000);

    setVisibility('hidden'); // e.g. the tablet is put away overnight
    expect(onPause).toHaveBeenLastCalledWith(8_000);
    vi.advanceTimersByTime(14 * 3600_000);
    expect(result.current()).toBe(8_000);

    setVisibility('visible');
    vi.advanceTimersByTime(2_000);
    expect(result.current()).toBe(10_000);
    act(() => unmount()); // an effect's clean-up on unmount runs after the commit
    expect(onPause).toHaveBeenLastCalledWith(10_000);
  });

  it('does not restart when the saved time changes within the same session', () => {
    vi.useFakeTimers({ toFake: ['performance'] });
    const { result, rerender } = renderHook(({ ms }) => useActiveTime('attempt-2', ms, () => {}), { initialProps: { ms: 0 } });
    vi.advanceTimersByTime(1_500);
    rerender({ ms: 1_400 });
    vi.advanceTimersByTime(500);
    expect(result.current()).toBe(2_000);
  });

  it('stops counting after a stretch without input, and counts again from the next tap (a page left open on a desk)', () => {
    vi.useFakeTimers({ toFake: ['performance'] });
    setVisibility('visible');
    const tap = () => window.dispatchEvent(new Event('pointerdown'));
    const { result } = renderHook(() => useActiveTime('attempt-3', 0, () => {}));
    vi.advanceTimersByTime(20_000);
    tap();
    expect(result.current()).toBe(20_000);
    // Left on the desk for 14 hours, visible all along: at most IDLE_AFTER_MS after the last tap counts.
    vi.advanceTimersByTime(14 * 3600_000);
    expect(result.current()).toBe(20_000 + IDLE_AFTER_MS);
    tap();
    vi.advanceTimersByTime(5_000);
    expect(result.current()).toBe(25_000 + IDLE_AFTER_MS);
    // Steady answering never hits the limit.
    for (let i = 0; i < 10; i++) {
      vi.advanceTimersByTime(60_000);
      tap();
    }
    expect(result.current()).toBe(625_000 + IDLE_AFTER_MS);
  });
});

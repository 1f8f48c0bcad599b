// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useActiveTime } from './use-active-time';

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
    unmount();
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
});

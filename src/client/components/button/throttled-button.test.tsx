// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button, CLICK_THROTTLE_MS } from './throttled-button';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('Button', () => {
  it('acts once for clicks within 200 ms, and again after', () => {
    vi.useFakeTimers();
    const onClick = vi.fn();
    render(<Button onClick={onClick}>提交</Button>);
    const button = screen.getByRole('button', { name: '提交' });
    fireEvent.click(button);
    fireEvent.click(button);
    vi.advanceTimersByTime(CLICK_THROTTLE_MS - 1);
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(2);
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(2);
  });
});

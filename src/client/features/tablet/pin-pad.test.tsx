// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PinPad } from './pin-pad';

afterEach(cleanup);

const filledDots = () => document.querySelectorAll('[aria-hidden="true"] span[class*="filled"]').length;
const tap = (label: string) => fireEvent.click(screen.getByRole('button', { name: label }));

describe('the PIN pad', () => {
  it('shows the name, takes six digits from its keys and sends them once', async () => {
    const onPin = vi.fn(async () => null);
    render(<PinPad name="王小明" onPin={onPin} onCancel={() => {}} />);
    expect(screen.getByRole('dialog', { name: '王小明' })).toBeTruthy();
    expect(document.querySelector('input')).toBeNull(); // nothing that would open a system keyboard
    for (const digit of '12345') tap(digit);
    expect(filledDots()).toBe(5);
    tap('删除');
    expect(filledDots()).toBe(4);
    await act(async () => {
      tap('5');
      tap('0');
    });
    expect(onPin).toHaveBeenCalledTimes(1);
    expect(onPin).toHaveBeenCalledWith('123450');
    expect(screen.getByRole('status').textContent).toContain('正在登录');
    expect((screen.getByRole('button', { name: '7' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('takes digits and Backspace from a hardware keyboard, and Esc cancels', async () => {
    const onPin = vi.fn(async () => null);
    const onCancel = vi.fn();
    render(<PinPad name="李华" onPin={onPin} onCancel={onCancel} />);
    for (const key of ['9', '8', 'a', 'Backspace', '7']) fireEvent.keyDown(document, { key });
    expect(filledDots()).toBe(2);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onPin).not.toHaveBeenCalled();
  });

  it('shows the server’s message after a refused PIN, clears the dots and lets the student try again', async () => {
    const onPin = vi.fn().mockResolvedValueOnce('密码不正确，请再试一次；忘记了请找老师').mockResolvedValueOnce(null);
    render(<PinPad name="李华" onPin={onPin} onCancel={() => {}} />);
    await act(async () => {
      for (const key of '111111') fireEvent.keyDown(document, { key });
    });
    expect((await screen.findByRole('alert')).textContent).toBe('密码不正确，请再试一次；忘记了请找老师');
    expect(filledDots()).toBe(0);
    tap('2');
    expect(screen.queryByRole('alert')).toBeNull();
    await act(async () => {
      for (const key of '22222') fireEvent.keyDown(document, { key });
    });
    expect(onPin).toHaveBeenLastCalledWith('222222');
  });

  it('cancels with 取消, not while a PIN is being checked', async () => {
    let answer!: (problem: string | null) => void;
    const onCancel = vi.fn();
    render(<PinPad name="李华" onPin={() => new Promise((resolve) => (answer = resolve))} onCancel={onCancel} />);
    await act(async () => {
      for (const key of '123456') fireEvent.keyDown(document, { key });
    });
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onCancel).not.toHaveBeenCalled();
    await act(async () => answer('网络不通'));
    tap('取消');
    expect(onCancel).toHaveBeenCalledTimes(1);
  });
});

// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DialogHost } from './dialog-host';
import { showAlert, showInDevelopment } from './dialog-store';

afterEach(cleanup);

describe('the alert dialog', () => {
  it('uses the default texts and resolves true on confirm, then is gone', async () => {
    render(<DialogHost />);
    let answer: Promise<boolean>;
    act(() => {
      answer = showAlert({ title: '提示', content: '确定吗？', hasCancel: true });
    });
    expect(screen.getByRole('alertdialog')).toHaveProperty('textContent', expect.stringContaining('确定吗？'));
    fireEvent.click(screen.getByRole('button', { name: '确认' }));
    await expect(answer!).resolves.toBe(true);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('resolves false on cancel with custom texts', async () => {
    render(<DialogHost />);
    let answer: Promise<boolean>;
    act(() => {
      answer = showAlert({ content: '重新开始？', hasCancel: true, cancelText: '再想想', confirmText: '清除' });
    });
    expect(screen.getByRole('button', { name: '清除' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '再想想' }));
    await expect(answer!).resolves.toBe(false);
  });

  it('keeps confirm disabled until a required checkbox is ticked', async () => {
    render(<DialogHost />);
    let answer: Promise<boolean>;
    act(() => {
      answer = showAlert({ content: '请阅读须知', checkbox: { label: '我已阅读', required: true } });
    });
    const confirm = screen.getByRole('button', { name: '确认' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    fireEvent.click(screen.getByRole('checkbox'));
    expect(confirm.disabled).toBe(false);
    fireEvent.click(confirm);
    await expect(answer!).resolves.toBe(true);
  });

  it('announces features in development without a cancel button', () => {
    render(<DialogHost />);
    act(() => void showInDevelopment());
    expect(screen.getByRole('alertdialog').textContent).toContain('该功能正在开发中，敬请期待');
    expect(screen.queryByRole('button', { name: '取消' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '确认' }));
  });
});

// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useRef, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { DialogHost } from './dialog-host';
import { getDefaultStore } from 'jotai';
import { dialogsAtom, showAlert } from './dialog-store';
import { useModalFocus } from './use-modal-focus';

afterEach(() => {
  cleanup();
  getDefaultStore().set(dialogsAtom, []);
});

function Modal({ onClose }: { onClose: () => void }) {
  const box = useRef<HTMLDivElement>(null);
  useModalFocus(box, onClose);
  return (
    <div ref={box} role="dialog" aria-label="弹窗" tabIndex={-1}>
      <button type="button">第一</button>
      <button type="button">最后</button>
    </div>
  );
}

function Page() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        打开
      </button>
      {open && <Modal onClose={() => setOpen(false)} />}
      <DialogHost />
    </>
  );
}

const tab = (shiftKey = false) => fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Tab', shiftKey });
const escape = () => fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });

describe('a modal for the keyboard', () => {
  it('takes focus, keeps Tab inside, closes on Esc and gives focus back to its opener', () => {
    render(<Page />);
    const opener = screen.getByRole('button', { name: '打开' });
    opener.focus();
    fireEvent.click(opener);
    expect(document.activeElement).toBe(screen.getByRole('dialog'));
    // Between the controls the browser moves focus itself; at the ends the modal wraps it around.
    screen.getByRole('button', { name: '最后' }).focus();
    tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '第一' }));
    tab(true);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '最后' }));
    escape();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('leaves keys and focus to an alert opened over it until the alert closes', async () => {
    render(<Page />);
    fireEvent.click(screen.getByRole('button', { name: '打开' }));
    let answer: Promise<boolean>;
    act(() => {
      answer = showAlert({ content: '确定吗？', hasCancel: true });
    });
    const confirm = screen.getByRole('button', { name: '确认' });
    expect(document.activeElement).toBe(confirm);
    tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '取消' }));
    tab(true);
    expect(document.activeElement).toBe(confirm);
    act(() => escape());
    await expect(answer!).resolves.toBe(false);
    // The dialog beneath is still open, and has focus back.
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(screen.getByRole('dialog').contains(document.activeElement)).toBe(true);
    escape();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('an alert without a cancel button stays open on Esc', () => {
    render(<DialogHost />);
    act(() => void showAlert({ content: '已保存' }));
    escape();
    expect(screen.getByRole('alertdialog')).toBeTruthy();
  });
});

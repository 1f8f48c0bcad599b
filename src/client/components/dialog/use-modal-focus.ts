import { type RefObject, useEffect, useRef } from 'react';

const FOCUSABLE = 'button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), a[href], [tabindex]:not([tabindex="-1"])';

/** The open modals, the last on top: only the top one acts on keys and focus (an alert over a dialog). */
const openModals: HTMLElement[] = [];

/**
 * Makes the element a modal for the keyboard, for every dialog of the app (the alert host, the
 * booking and captcha dialogs, the school's modals, the PIN pad, the poster): focus moves into it when
 * it opens (to `initial`, else the element itself, tabIndex -1, so a screen reader reads its label
 * first), Tab and Shift+Tab cycle through its controls and never leave it (focus that gets out some
 * other way is pulled back), Esc calls `onEscape`, and when it closes focus goes back to whatever had
 * it before (the button that opened it). A modal opened over another takes all of that over until it closes.
 */
export function useModalFocus(ref: RefObject<HTMLElement | null>, onEscape: () => void, initial?: RefObject<HTMLElement | null>) {
  const escape = useRef(onEscape);
  useEffect(() => {
    escape.current = onEscape;
  }, [onEscape]);

  useEffect(() => {
    const box = ref.current;
    if (!box) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    openModals.push(box);
    initial?.current?.focus();
    if (!box.contains(document.activeElement)) box.focus();
    const onTop = () => openModals[openModals.length - 1] === box;
    const controls = () => Array.from(box.querySelectorAll<HTMLElement>(FOCUSABLE));

    const onKeyDown = (event: KeyboardEvent) => {
      if (!onTop()) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        event.stopPropagation();
        escape.current();
      } else if (event.key === 'Tab') {
        const list = controls();
        const first = list[0] ?? box;
        const last = list[list.length - 1] ?? box;
        const active = document.activeElement;
        const inside = active instanceof Node && box.contains(active);
        if (event.shiftKey && (!inside || active === first || active === box)) {
          event.preventDefault();
          last.focus();
        } else if (!event.shiftKey && (!inside || active === last)) {
          event.preventDefault();
          first.focus();
        }
      }
    };
    const onFocusIn = (event: FocusEvent) => {
      if (onTop() && event.target instanceof Node && !box.contains(event.target)) box.focus();
    };
    document.addEventListener('keydown', onKeyDown, true);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown, true);
      document.removeEventListener('focusin', onFocusIn);
      openModals.splice(openModals.indexOf(box), 1);
      if (opener?.isConnected) opener.focus();
    };
  }, [ref, initial]);
}

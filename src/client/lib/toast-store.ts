import { atom, getDefaultStore } from 'jotai';

export type ToastKind = 'success' | 'error' | 'info' | 'warning';

export interface ToastItem {
  id: number;
  kind: ToastKind;
  message: string;
}

export const TOAST_DURATION_MS = 2000;
export const toastsAtom = atom<ToastItem[]>([]);

let nextId = 1;

function show(kind: ToastKind, message: string, duration = TOAST_DURATION_MS) {
  const store = getDefaultStore();
  const id = nextId++;
  store.set(toastsAtom, (list) => [...list.slice(-3), { id, kind, message }]);
  setTimeout(() => store.set(toastsAtom, (list) => list.filter((t) => t.id !== id)), duration);
}

/** Toasts of the four kinds, callable from anywhere (the API client included). */
export const toast = {
  success: (message: string, duration?: number) => show('success', message, duration),
  error: (message: string, duration?: number) => show('error', message, duration),
  info: (message: string, duration?: number) => show('info', message, duration),
  warning: (message: string, duration?: number) => show('warning', message, duration),
};

import { atom, getDefaultStore } from 'jotai';

export interface AlertOptions {
  title?: string;
  content: string;
  hasCancel?: boolean;
  hasConfirm?: boolean;
  confirmText?: string;
  cancelText?: string;
  /** An optional checkbox; when `required`, confirm stays disabled until it is ticked. */
  checkbox?: { label: string; required?: boolean };
}

export interface OpenDialog extends AlertOptions {
  id: number;
  resolve: (confirmed: boolean) => void;
}

export const dialogsAtom = atom<OpenDialog[]>([]);
let nextId = 1;

/** Shows the spec's alert dialog; resolves true on confirm, false on cancel. Both close and destroy it. */
export function showAlert(options: AlertOptions): Promise<boolean> {
  const store = getDefaultStore();
  return new Promise((resolve) => {
    const id = nextId++;
    const close = (confirmed: boolean) => {
      store.set(dialogsAtom, (list) => list.filter((d) => d.id !== id));
      resolve(confirmed);
    };
    store.set(dialogsAtom, (list) => [...list, { hasConfirm: true, ...options, id, resolve: close }]);
  });
}

/** School-side and parent-side entries are announced, not available yet. */
export function showInDevelopment(): Promise<boolean> {
  return showAlert({ title: '提示', content: '该功能正在开发中，敬请期待！', hasCancel: false });
}

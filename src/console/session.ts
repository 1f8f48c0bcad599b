import { atom, getDefaultStore } from 'jotai';

/**
 * The console's sign-in, apart from a student's: its own key in this tab's sessionStorage (closing
 * the tab signs the operator out; a shared office computer keeps nothing), sent in its own header.
 */
const KEY = 'shengya.console-token';

function read(): string | null {
  try {
    return sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export const consoleTokenAtom = atom<string | null>(read());

export function getConsoleToken(): string | null {
  return getDefaultStore().get(consoleTokenAtom);
}

export function setConsoleToken(token: string | null): void {
  try {
    if (token) sessionStorage.setItem(KEY, token);
    else sessionStorage.removeItem(KEY);
  } catch {
    // Storage refused (private mode): the sign-in lasts as long as this page.
  }
  getDefaultStore().set(consoleTokenAtom, token);
}

import { atom } from 'jotai';

/** True after a drain met 4001: the user must log in again before their results can upload. */
export const uploadNeedsLoginAtom = atom(false);

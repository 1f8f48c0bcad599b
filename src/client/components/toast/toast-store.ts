/**
 * The toasts live in lib/toast-store.ts (the bottom layer: the API client toasts too). This path stays for the
 * modules that still import it here, which other branches own: the API client (lib/api-client.ts, being split
 * into a transport and the session) and the operator console. Once they import #client/lib/toast-store, delete
 * this file and the linter's exception for it (eslint.config.js).
 */
export { toast, toastsAtom, TOAST_DURATION_MS, type ToastItem, type ToastKind } from '#client/lib/toast-store';

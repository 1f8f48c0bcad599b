import { useRouterState } from '@tanstack/react-router';
import { atom, useAtomValue } from 'jotai';
import styles from './update-prompt.module.css';

/**
 * Set by the service-worker registration (register.ts): `waiting`, a new version waits for this click;
 * `ready`, another tab's click already switched to it and this page still runs the version it loaded.
 */
export interface UpdateOffer {
  kind: 'waiting' | 'ready';
  apply: () => void;
}

export const updateReadyAtom = atom<UpdateOffer | null>(null);

const isTestPage = (path: string) => /\/(midas|mbti|holland)\/test$/i.test(path);

/** Offers the new version; it never reloads by itself and never shows during a test. */
export function UpdatePrompt() {
  const update = useAtomValue(updateReadyAtom);
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  if (!update || isTestPage(pathname)) return null;
  const ready = update.kind === 'ready';
  return (
    <div className={`${styles.bar} no-print`} role="status">
      <span>{ready ? '新版本已就绪，刷新后使用。' : '网站有新版本可用。'}</span>
      <button type="button" className="btn btn-primary" onClick={() => update.apply()}>
        {ready ? '刷新' : '立即更新'}
      </button>
    </div>
  );
}

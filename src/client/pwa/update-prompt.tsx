import { useRouterState } from '@tanstack/react-router';
import { atom, useAtomValue } from 'jotai';
import styles from './update-prompt.module.css';

/** Set by the service-worker registration when a new version is waiting. */
export const updateReadyAtom = atom<null | { apply: () => Promise<void> }>(null);

const isTestPage = (path: string) => /\/(midas|mbti|holland)\/test$/i.test(path);

/** Offers the new version; it never reloads by itself and never shows during a test. */
export function UpdatePrompt() {
  const update = useAtomValue(updateReadyAtom);
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  if (!update || isTestPage(pathname)) return null;
  return (
    <div className={`${styles.bar} no-print`} role="status">
      <span>网站有新版本可用。</span>
      <button type="button" className="btn btn-primary" onClick={() => void update.apply()}>
        立即更新
      </button>
    </div>
  );
}

import { useAtomValue } from 'jotai';
import { type ComponentType, lazy, Suspense } from 'react';
import { getClassDevice } from '#client/lib/class-device';
import { tokenAtom } from '#client/session/auth';

/**
 * The bar loads only on a set-up class tablet with a student signed in (every other visitor never
 * downloads it). It is precached with the rest of the app, so it shows offline too; should its file
 * still fail to load, the page shows without it (the header's 退出 still signs the student out).
 */
const HandOverBar = lazy<ComponentType>(() => import('./hand-over-bar').catch(() => ({ default: () => null })));

/** Every page but the tablet's own (the layout leaves it out there). */
export function HandOverSlot() {
  const token = useAtomValue(tokenAtom);
  if (!token || !getClassDevice()) return null;
  return (
    <Suspense fallback={null}>
      <HandOverBar />
    </Suspense>
  );
}

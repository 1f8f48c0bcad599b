import { type AnyRoute, Link, useNavigate, useRouter } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import { markedName } from '#shared/school/same-name';
import { Button } from '#client/components/button/throttled-button';
import { HandOverButton } from './hand-over/hand-over-button';
import { useDocumentTitle } from '#client/components/layout/page-heading';
import { type ClassDevice, getClassDevice, setClassDevice, TABLET_SETUP } from '#client/lib/class-device';
import { tokenAtom } from '#client/session/auth';
import { useUserInfo } from '#client/session/user';
import { useDeviceRoster } from './device-roster';
import { NameGrid } from './name-grid';
import type { RosterStudent } from './name-list';
import { NotSetUp } from './not-set-up';
import { PinPad } from './pin-pad';
import { OFFLINE_SIGN_IN, signInWithPin } from './pin-sign-in';
import { afterSignIn, PAGES_TO_PRELOAD } from './first-test';
import styles from './tablet.module.css';

/**
 * /tablet: the sign-in page of a set-up class tablet. The class's names; a student taps theirs, types
 * their PIN on the pad and goes to the tests. While someone is still signed in, the page says who and
 * offers the hand-over first.
 */
export function TabletPage() {
  useDocumentTitle('班级平板登录');
  const token = useAtomValue(tokenAtom);
  const [device] = useState(getClassDevice);
  // From the sixth digit until the page has moved on, the list stays (not the "still signed in" panel).
  const [signingIn, setSigningIn] = useState(false);

  if (!device) {
    return (
      <div className={`container ${styles.page}`}>
        <NotSetUp />
      </div>
    );
  }
  const teacherLinks = (
    <nav className={styles.more} aria-label="老师用">
      <Link to={TABLET_SETUP}>平板设置</Link>
      <Link to="/tablet/collect">扫码收卷</Link>
      <Link to="/login">用手机号账号登录</Link>
    </nav>
  );
  return (
    <div className={`container ${styles.page}`}>
      {token && !signingIn ? (
        <>
          <StillSignedIn />
          {teacherLinks}
        </>
      ) : (
        <ClassList device={device} onSigningIn={setSigningIn} teacherLinks={teacherLinks} />
      )}
    </div>
  );
}

function StillSignedIn() {
  const { data: user } = useUserInfo();
  const name = user?.nickname || user?.username || '上一位同学';
  return (
    <section className={styles.panel}>
      <h1 className={styles.panelTitle}>{name}还在使用这台平板</h1>
      <p>如果你不是{name}，请点“换下一位同学”。</p>
      <div className={styles.actions}>
        <HandOverButton className={`btn btn-primary ${styles.big}`} />
        <Link to="/assessment" className={`btn btn-ghost ${styles.big}`}>
          继续做测评
        </Link>
      </div>
    </section>
  );
}

function ClassList({ device, onSigningIn, teacherLinks }: { device: ClassDevice; onSigningIn: (busy: boolean) => void; teacherLinks: React.ReactNode }) {
  const navigate = useNavigate();
  const router = useRouter();
  const { state, slow, retry } = useDeviceRoster(device, uploadWaitingResults);
  const [picked, setPicked] = useState<RosterStudent | null>(null);
  const [stopped, setStopped] = useState<string | null>(null);
  const roster = state.kind === 'ready' ? state.roster : null;

  // The class may have been renamed (or promoted a grade) since the set-up: keep what the server says.
  useEffect(() => {
    if (roster && (roster.classLabel !== device.classLabel || roster.schoolName !== device.schoolName)) {
      void setClassDevice({ ...device, classLabel: roster.classLabel, schoolName: roster.schoolName });
    }
  }, [roster, device]);

  const onPin = useCallback(
    async (pin: string) => {
      if (!picked) return null;
      onSigningIn(true);
      let result = await signInWithPin(device, picked.id, pin);
      if (result.kind === 'offline') {
        // No network: the PIN is sealed for the server and checked when the results arrive (docs/OFFLINE-LESSON.md).
        const offline = await import('./offline/offline-sign-in').then(({ signInOffline }) => signInOffline(picked, pin)).catch(() => null);
        result = offline ? { kind: 'signed-in', userId: offline.userId } : { kind: 'refused', message: OFFLINE_SIGN_IN };
      }
      if (result.kind === 'signed-in') {
        // Should this page stay (the back button pressed at once), it shows who is signed in.
        await navigate({ to: await afterSignIn(result.userId) }).finally(() => onSigningIn(false));
        return null;
      }
      onSigningIn(false);
      if (result.kind === 'not-set-up') {
        setPicked(null);
        setStopped(result.message);
        return null;
      }
      return result.message;
    },
    [device, picked, navigate, onSigningIn],
  );

  // A name tapped: the next pages' code loads while the PIN is typed. Only their code, route by route up
  // the tree: preloading the routes ran their sign-in check, which sends a tablet with no one signed in
  // back here, and loaded nothing (issue 36).
  useEffect(() => {
    if (!picked) return;
    // The bar with the student's name and 换下一位同学 too: loaded only after the sign-in, it came a moment
    // after the first question and pushed the answers down under a finger (and lagged seconds on a busy lesson).
    void import('./hand-over/hand-over-bar').catch(() => undefined);
    for (const path of PAGES_TO_PRELOAD) {
      for (let route: AnyRoute | undefined = router.routesByPath[path]; route; route = route.parentRoute as AnyRoute | undefined) {
        void router.loadRouteChunk(route)?.catch(() => undefined);
      }
    }
  }, [picked, router]);

  const notSetUp = stopped ?? (state.kind === 'not-set-up' ? state.message : null);
  if (notSetUp)
    return (
      <>
        <NotSetUp message={notSetUp} />
        {teacherLinks}
      </>
    );
  return (
    <>
      <header className={styles.head}>
        <p className={styles.school}>{roster?.schoolName ?? device.schoolName}</p>
        <h1 className={styles.classLabel}>{roster?.classLabel ?? device.classLabel}</h1>
        {state.kind === 'ready' && state.roster.students.length > 0 && <p className={styles.hint}>点你的名字，再输入密码</p>}
      </header>
      {state.kind === 'loading' && (
        <p className={styles.notice} role="status">
          {slow ? '正在读取名单…网络有点慢，请稍等，不用重新打开。' : '正在读取名单…'}
        </p>
      )}
      {state.kind === 'offline' && (
        <Problem title="平板没有连上网络" retry={retry}>
          平板要连上网络，同学们才能登录。网络好了，名单会自己出来；一直没有出来，请告诉老师。
        </Problem>
      )}
      {state.kind === 'error' && (
        <Problem title="名单没有读取成功" retry={retry}>
          {state.message}
        </Problem>
      )}
      {state.kind === 'ready' && <NameGrid students={state.roster.students} onPick={setPicked} />}
      {teacherLinks}
      {/* Last on the page, held at the screen's foot: its coming and going moves nothing under a finger (a tap
          as the network came back opened the PIN pad of the name that slid into its place; a tap on 扫码收卷
          as the tablet went offline landed where the link had been). */}
      {state.kind === 'ready' && state.offline && (
        <p className={styles.offlineBar} role="status">
          现在没有网络，也可以登录答题：答案先保存在平板上，有网络后自动上传，老师也可以扫码收走。
        </p>
      )}
      {picked && <PinPad name={markedName(picked.name, picked.mark)} onPin={onPin} onCancel={() => setPicked(null)} />}
    </>
  );
}

/** The server answered: results finished on this tablet (by students who handed it over, too) go up now. */
function uploadWaitingResults() {
  void import('#client/offline/sync').then(({ resumeUploads }) => resumeUploads()).catch(() => undefined);
}

function Problem({ title, retry, children }: { title: string; retry: () => void; children: React.ReactNode }) {
  return (
    <section className={styles.panel} role="alert">
      <h2 className={styles.panelTitle}>{title}</h2>
      <p>{children}</p>
      <div className={styles.actions}>
        <Button className={`btn btn-primary ${styles.big}`} onClick={retry}>
          再试一次
        </Button>
      </div>
    </section>
  );
}

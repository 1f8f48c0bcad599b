import { getDefaultStore } from 'jotai';
import { userApi } from '#client/contracts/user.gen';
import { postEnvelope } from '#client/lib/api-client';
import { TABLET_HOME } from '#client/lib/class-device';
import { getToken } from '#client/lib/token-storage';
import { forgetSession } from '#client/session/auth';
import { showAlert } from '#client/components/dialog/dialog-store';
import { toastsAtom } from '#client/lib/toast-store';

/** The answer pages of the three tests (assessmentCards' testPath; a test keeps them equal). */
export const TEST_PAGES: readonly string[] = ['/holland/test', '/mbti/test', '/midas/test'];

/** The router matches paths ignoring case and a trailing slash; so does this. */
export const isTestPage = (pathname: string) => TEST_PAGES.includes(pathname.toLowerCase().replace(/\/+$/, ''));

type Navigate = (options: { to: typeof TABLET_HOME; replace: true }) => Promise<unknown>;

/**
 * 换下一位同学: the student signed in on a class tablet gives it to the next one. Asked only in the
 * middle of a test (every answer is already kept on the tablet under this student). Then the session
 * ends here at once — token, user info, every personal query (forgetSession), toasts — and the page
 * becomes the class's name list, replacing this page in the history. The server revokes the token
 * afterwards; the student's unsent results still go up with the upload credential the tablet holds.
 */
export async function handOverTablet(navigate: Navigate, pathname: string): Promise<boolean> {
  if (isTestPage(pathname)) {
    const confirmed = await showAlert({
      title: '换下一位同学？',
      content: '你的答案已经保存，下次登录可以接着做。',
      hasCancel: true,
      cancelText: '继续答题',
      confirmText: '换下一位同学',
    });
    if (!confirmed) return false;
  }
  const token = getToken();
  forgetSession();
  // A message still showing (答题完成, a name) was for this student, not the next.
  getDefaultStore().set(toastsAtom, []);
  if (token) void postEnvelope(userApi.logout, {}, { token }).catch((error: unknown) => console.warn('logout failed', error));
  await navigate({ to: TABLET_HOME, replace: true });
  return true;
}

/**
 * A teacher's sign-in holds across the tabs of one browser (docs/SECURITY.md, "Staff sign-ins across
 * tabs"): 打印登录卡 or a second board opened in a new tab asks the tabs already open for their sign-in
 * instead of for the mobile and password again.
 *
 * Only staff (a user with a school role), and never on a class tablet: there a sign-in, a student's
 * PIN sign-in above all, stays the tab's own. The token passes only between open tabs (a
 * BroadcastChannel), never through storage: when the last tab closes it is gone, as a session cookie
 * would be. The server's idle rule is untouched: every tab uses the same server session, and when it
 * ends (退出, or 4001 after 2 hours unused) every tab holding it forgets it.
 */

type Message = { type: 'ask' } | { type: 'here'; token: string; user: unknown } | { type: 'ended'; token: string };

/** What the module needs of the tab it runs in (injected, so two tabs can be tested side by side). */
export interface Tab {
  token(): string | null;
  /** This tab's stored user info (null before it is known). */
  user(): unknown;
  classTablet(): boolean;
  /** Takes up another tab's sign-in, for this tab only. */
  adopt(token: string, user: unknown): void;
  /** Forgets this tab's sign-in, without telling the others again. */
  forget(): void;
  /** Whether some tab may hold a staff sign-in (kept in localStorage; holds no token). */
  hint: { get(): boolean; set(on: boolean): void };
}

export interface Channel {
  postMessage(message: Message): void;
  onmessage: ((event: MessageEvent<Message>) => void) | null;
}

export const isStaff = (user: unknown) => Boolean(user && typeof user === 'object' && (user as { school?: unknown }).school);

/** How long a new tab waits for an open tab to answer (only when the hint says one may be open). */
export const ASK_TIMEOUT_MS = 500;

export function staffTabs(channel: Channel, tab: Tab) {
  let waiting: ((answer: { token: string; user: unknown }) => void) | null = null;

  channel.onmessage = ({ data }) => {
    if (tab.classTablet()) return;
    if (data.type === 'ask') {
      const token = tab.token();
      if (!token || !isStaff(tab.user())) return;
      tab.hint.set(true); // still true: a new tab that found nobody before may have cleared it
      channel.postMessage({ type: 'here', token, user: tab.user() });
    } else if (data.type === 'here') {
      if (typeof data.token === 'string' && data.token && isStaff(data.user)) waiting?.(data);
    } else if (data.type === 'ended') {
      if (data.token && data.token === tab.token()) tab.forget();
    }
  };

  return {
    /** At start-up, signed out: takes up a staff sign-in an open tab holds. True when it did. */
    async ask(timeoutMs = ASK_TIMEOUT_MS): Promise<boolean> {
      if (tab.classTablet() || tab.token() || !tab.hint.get()) return false;
      const answer = await new Promise<{ token: string; user: unknown } | null>((resolve) => {
        const timer = setTimeout(() => resolve(null), timeoutMs);
        waiting = (found) => {
          clearTimeout(timer);
          resolve(found);
        };
        channel.postMessage({ type: 'ask' });
      });
      waiting = null;
      // Nobody answered: the tabs that held it are closed.
      if (!answer) tab.hint.set(false);
      if (!answer || tab.token() || tab.classTablet()) return false;
      tab.adopt(answer.token, answer.user);
      return true;
    },
    /** A tab learned who is signed in: a staff member's sign-in is worth asking for from a new tab. */
    noteUser(user: unknown) {
      if (isStaff(user) && !tab.classTablet()) tab.hint.set(true);
    },
    /** This tab's sign-in ended (退出, 4001, another person signing in here): the tabs sharing it forget it too. */
    ended(token: string | null) {
      if (!token || tab.classTablet()) return;
      channel.postMessage({ type: 'ended', token });
    },
  };
}

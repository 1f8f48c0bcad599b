import { afterEach, describe, expect, it } from 'vitest';
import { type Channel, staffTabs, type Tab } from './staff-tabs';

/** Tabs of one browser: real BroadcastChannels (Node's), one per tab, a shared hint as localStorage would be. */
const open: BroadcastChannel[] = [];
afterEach(() => {
  for (const channel of open.splice(0)) channel.close();
});

const TEACHER = { id: 1, school: { role: 'teacher', name: '实验中学' } };
const STUDENT = { id: 2, school: null };

function browser({ classTablet = false } = {}) {
  const shared = { hint: false, classTablet };
  const newTab = (signedIn: { token: string; user: unknown } | null = null) => {
    const state = { token: signedIn?.token ?? null, user: signedIn?.user ?? null, forgotten: 0 };
    const tab: Tab = {
      token: () => state.token,
      user: () => state.user,
      classTablet: () => shared.classTablet,
      adopt: (token, user) => Object.assign(state, { token, user }),
      forget: () => Object.assign(state, { token: null, user: null, forgotten: state.forgotten + 1 }),
      hint: { get: () => shared.hint, set: (on) => (shared.hint = on) },
    };
    const channel = new BroadcastChannel(`test-${name}`);
    open.push(channel);
    return { state, tabs: staffTabs(channel as unknown as Channel, tab) };
  };
  const name = Math.random().toString(36);
  return { shared, newTab };
}

/** Until the other tab's message has arrived. */
const until = async (done: () => boolean) => {
  for (let i = 0; i < 200 && !done(); i++) await new Promise((resolve) => setTimeout(resolve, 5));
};

describe('a staff sign-in across tabs', () => {
  it('is taken up by a new tab while a tab holding it is open', async () => {
    const { newTab } = browser();
    const first = newTab({ token: 'tok-teacher', user: TEACHER });
    first.tabs.noteUser(TEACHER);
    const second = newTab();
    expect(await second.tabs.ask(2000)).toBe(true);
    expect(second.state).toMatchObject({ token: 'tok-teacher', user: TEACHER });
  });

  it('ends in every tab when it ends in one', async () => {
    const { newTab } = browser();
    const first = newTab({ token: 'tok-teacher', user: TEACHER });
    first.tabs.noteUser(TEACHER);
    const second = newTab();
    await second.tabs.ask(2000);
    const third = newTab({ token: 'tok-other', user: TEACHER });
    second.tabs.ended('tok-teacher');
    await until(() => first.state.token === null);
    expect(first.state).toMatchObject({ token: null, forgotten: 1 });
    expect(third.state.token).toBe('tok-other');
  });

  it('is not asked for when no staff member signed in (a student’s new tab does not wait)', async () => {
    const { newTab, shared } = browser();
    const student = newTab({ token: 'tok-student', user: STUDENT });
    student.tabs.noteUser(STUDENT);
    expect(shared.hint).toBe(false);
    const second = newTab();
    expect(await second.tabs.ask(2000)).toBe(false);
    expect(second.state.token).toBeNull();
  });

  it('never hands a student’s sign-in to another tab', async () => {
    const { newTab, shared } = browser();
    newTab({ token: 'tok-student', user: STUDENT });
    shared.hint = true; // say a teacher had been signed in earlier
    const second = newTab();
    expect(await second.tabs.ask(200)).toBe(false);
    expect(second.state.token).toBeNull();
    expect(shared.hint).toBe(false); // nobody answered: the next tab does not wait
  });

  it('is never shared on a class tablet, in either direction', async () => {
    const { newTab, shared } = browser({ classTablet: true });
    const teacherTab = newTab({ token: 'tok-teacher', user: TEACHER });
    teacherTab.tabs.noteUser(TEACHER);
    expect(shared.hint).toBe(false);
    shared.hint = true;
    const second = newTab();
    expect(await second.tabs.ask(200)).toBe(false);
    expect(second.state.token).toBeNull();
  });

  it('does not replace a sign-in the new tab already has', async () => {
    const { newTab } = browser();
    const first = newTab({ token: 'tok-teacher', user: TEACHER });
    first.tabs.noteUser(TEACHER);
    const second = newTab({ token: 'tok-mine', user: TEACHER });
    expect(await second.tabs.ask(200)).toBe(false);
    expect(second.state.token).toBe('tok-mine');
  });
});

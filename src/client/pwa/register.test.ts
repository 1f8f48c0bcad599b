// @vitest-environment jsdom
import { createStore } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Workbox } from 'workbox-window';
import { SERVICE_WORKER_SCOPE, SERVICE_WORKER_URL, watchUpdates } from './register';
import { updateReadyAtom } from './update-prompt';

const SCRIPT = new URL(SERVICE_WORKER_URL, location.href).href;

/** A browser's side of one service-worker registration, shared by every tab (one Workbox each) of the test. */
class FakeBrowser {
  readonly container = Object.assign(new EventTarget(), {
    controller: null as FakeWorker | null,
    register: vi.fn(async () => this.registration),
  });
  readonly registration = Object.assign(new EventTarget(), {
    installing: null as FakeWorker | null,
    waiting: null as FakeWorker | null,
    active: null as FakeWorker | null,
    update: async () => {},
  });

  constructor() {
    Object.defineProperty(navigator, 'serviceWorker', { value: this.container, configurable: true });
  }

  /** A worker installs; with one active already it waits, else it activates and claims the tabs (sw.ts: clientsClaim). */
  install(): FakeWorker {
    const worker = new FakeWorker(this);
    this.registration.installing = worker;
    this.registration.dispatchEvent(new Event('updatefound'));
    this.registration.installing = null;
    if (this.registration.active) {
      this.registration.waiting = worker;
      worker.moveTo('installed');
    } else {
      worker.moveTo('installed');
      this.activate(worker);
    }
    return worker;
  }

  activate(worker: FakeWorker) {
    this.registration.waiting = null;
    this.registration.active = worker;
    worker.moveTo('activated');
    this.container.controller = worker;
    this.container.dispatchEvent(new Event('controllerchange'));
  }
}

class FakeWorker extends EventTarget {
  readonly scriptURL = SCRIPT;
  state = 'installing';
  readonly messages: unknown[] = [];

  constructor(private readonly browser: FakeBrowser) {
    super();
  }

  postMessage(data: { type?: string }, ports: MessagePort[] = []) {
    this.messages.push(data);
    for (const port of ports) port.close();
    if (data?.type === 'SKIP_WAITING' && this.browser.registration.waiting === this) this.browser.activate(this);
  }

  moveTo(state: string) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

/** One open tab of the app: its own Workbox, Jotai store and reload. */
async function openTab() {
  const store = createStore();
  const reload = vi.fn();
  const wb = new Workbox(SERVICE_WORKER_URL, { scope: SERVICE_WORKER_SCOPE });
  watchUpdates(wb, { store, reload });
  await wb.register({ immediate: true });
  return { offer: () => store.get(updateReadyAtom), reload };
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('watchUpdates', () => {
  it('the first install takes the page over without an offer or a reload', async () => {
    const browser = new FakeBrowser();
    const tab = await openTab();
    browser.install();
    expect(browser.container.controller).not.toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 300)); // past Workbox's wait before it calls a worker waiting
    expect(tab.offer()).toBeNull();
    expect(tab.reload).not.toHaveBeenCalled();
  });

  it('a new version waits for a click, and then only the tab that clicked reloads; the others are offered a reload', async () => {
    const browser = new FakeBrowser();
    browser.install(); // the version both tabs loaded
    const testTab = await openTab();
    const otherTab = await openTab();

    const next = browser.install();
    await vi.waitFor(() => expect(otherTab.offer()?.kind).toBe('waiting'));
    expect(testTab.offer()?.kind).toBe('waiting'); // test pages hide it (update-prompt.tsx)
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(next.messages).toEqual([]); // nothing applies itself
    expect(browser.registration.waiting).toBe(next);

    otherTab.offer()!.apply(); // 立即更新
    expect(next.messages).toEqual([{ type: 'SKIP_WAITING' }]);
    expect(browser.container.controller).toBe(next);
    expect(otherTab.reload).toHaveBeenCalledTimes(1);
    expect(testTab.reload).not.toHaveBeenCalled();

    // The tab that did not click keeps its page, and may reload when its user chooses to.
    expect(testTab.offer()?.kind).toBe('ready');
    testTab.offer()!.apply(); // 刷新
    expect(testTab.reload).toHaveBeenCalledTimes(1);
  });

  it('offers a version that was already waiting when the page loaded', async () => {
    const browser = new FakeBrowser();
    browser.install();
    const waiting = browser.install(); // found while this tab was closed
    const tab = await openTab();
    await vi.waitFor(() => expect(tab.offer()?.kind).toBe('waiting'));
    expect(tab.reload).not.toHaveBeenCalled();

    tab.offer()!.apply();
    expect(waiting.messages).toEqual([{ type: 'SKIP_WAITING' }]);
    expect(tab.reload).toHaveBeenCalledTimes(1);
  });
});

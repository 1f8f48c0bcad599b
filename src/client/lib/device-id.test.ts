// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEVICE_ID_PATTERN } from '#shared/api/envelope';

/** A fresh copy of the module, as after a page load (the id in memory is gone, localStorage stays). */
async function load() {
  vi.resetModules();
  return import('./device-id');
}

beforeEach(() => localStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe('deviceId', () => {
  it('makes a random id the server accepts, once, and keeps it across page loads', async () => {
    const { deviceId, DEVICE_ID_KEY } = await load();
    const id = deviceId();
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(DEVICE_ID_PATTERN.test(id)).toBe(true);
    expect(deviceId()).toBe(id);
    expect(localStorage.getItem(DEVICE_ID_KEY)).toBe(id);
    expect((await load()).deviceId()).toBe(id);
  });

  it('gives another browser (empty storage) another id', async () => {
    const first = (await load()).deviceId();
    localStorage.clear();
    expect((await load()).deviceId()).not.toBe(first);
  });

  it('replaces a kept value the server would refuse', async () => {
    const { deviceId, DEVICE_ID_KEY } = await load();
    localStorage.setItem(DEVICE_ID_KEY, 'bad id; drop');
    const id = deviceId();
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(localStorage.getItem(DEVICE_ID_KEY)).toBe(id);
  });

  it('still works when localStorage throws (private mode): the id lives with the page', async () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('denied', 'QuotaExceededError');
    });
    const { deviceId } = await load();
    const id = deviceId();
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(deviceId()).toBe(id);
  });
});

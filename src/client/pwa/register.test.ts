import { createStore } from 'jotai';
import { describe, expect, it, vi } from 'vitest';
import type { RegisterSWOptions } from 'vite-plugin-pwa/types';
import { offerUpdates } from './register';
import { updateReadyAtom } from './update-prompt';

describe('offerUpdates', () => {
  it('offers a waiting version and applies it only when the prompt is clicked', async () => {
    const updateSW = vi.fn(async (_reload?: boolean) => {});
    let options: RegisterSWOptions = {};
    const store = createStore();
    offerUpdates((given) => {
      options = given;
      return updateSW;
    }, store);
    expect(options.immediate).toBe(true);

    options.onNeedRefresh!(); // the service worker found a new version
    expect(updateSW).not.toHaveBeenCalled(); // nothing is applied (and no page reloads) by itself
    const offer = store.get(updateReadyAtom);
    expect(offer).not.toBeNull();

    await offer!.apply(); // 立即更新
    expect(updateSW).toHaveBeenCalledWith(true);
  });
});

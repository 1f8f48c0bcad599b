import { describe, expect, it } from 'vitest';
import { afterReplyWork } from './after-reply';

describe('work after the reply', () => {
  it('settles once everything started has ended, also what was started meanwhile and what failed', async () => {
    const work = afterReplyWork();
    const done: string[] = [];
    const later = (name: string, ms: number, fail = false) =>
      new Promise<void>((resolve, reject) => setTimeout(() => (done.push(name), fail ? reject(new Error(name)) : resolve()), ms));
    work.run(later('短信', 20));
    work.run(later('失败的短信', 5, true).catch(() => undefined));
    work.run(later('first', 1).then(() => work.run(later('started meanwhile', 30))));
    await work.settled();
    expect(done.sort()).toEqual(['first', 'started meanwhile', '失败的短信', '短信'].sort());
    await expect(work.settled()).resolves.toBeUndefined();
  });
});

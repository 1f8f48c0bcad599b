/** Time source passed into services, so tests can move time forward without waiting. */
export interface Clock {
  now(): Date;
  sleep(ms: number): Promise<void>;
}

export const systemClock: Clock = {
  now: () => new Date(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

export function fakeClock(start = new Date('2026-11-21T08:00:00Z')) {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    async sleep(ms: number) {
      current += ms;
    },
    advance(ms: number) {
      current += ms;
    },
  };
}

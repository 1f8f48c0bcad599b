/**
 * Work an answer starts but does not wait for (an SMS to a parent, a booking's notice). The app waits for
 * what is still running before it closes its database (app.ts, onClose), so a shutdown or the end of a test
 * never cuts it off half-way. Each piece catches and reports its own errors.
 */
export function afterReplyWork() {
  const running = new Set<Promise<unknown>>();
  return {
    run(work: Promise<unknown>): void {
      running.add(work);
      void work.finally(() => running.delete(work));
    },
    async settled(): Promise<void> {
      while (running.size > 0) await Promise.allSettled([...running]);
    },
  };
}
export type AfterReply = ReturnType<typeof afterReplyWork>;

import { describe, expect, it } from 'vitest';
import { cpuMsOfStat, processCpuMs } from './cpu';

describe('a process’s CPU time', () => {
  it('reads utime and stime after the command, also one with spaces and parentheses in its name', () => {
    const stat = '4242 (node (bench) x) S 1 4242 4242 0 -1 4194304 100 0 0 0 250 50 0 0 20 0 11 0 1000 0 0';
    expect(cpuMsOfStat(stat, 100)).toBe(3000);
  });

  it('grows while this process works', () => {
    const before = processCpuMs(process.pid);
    let x = 0;
    // Work until the kernel has counted a tick of it (at most 5 s on a busy machine).
    const until = Date.now() + 5000;
    // At least one round: the count may have moved between the two reads already.
    do for (let i = 0; i < 1e5; i++) x += Math.sqrt(i);
    while (processCpuMs(process.pid) === before && Date.now() < until);
    expect(x).toBeGreaterThan(0);
    expect(processCpuMs(process.pid)).toBeGreaterThan(before);
  });
});

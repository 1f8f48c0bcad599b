/** A process's CPU time from /proc (Linux): what a server spent during a run, whoever else shares the machine. */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/** User + system CPU ms from the text of /proc/<pid>/stat (the fields after the command's closing parenthesis). */
export function cpuMsOfStat(stat: string, ticksPerSecond: number): number {
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // utime and stime are the stat file's fields 14 and 15; the slice starts at field 3.
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond;
}

let ticks: number | null = null;
export function processCpuMs(pid: number): number {
  ticks ??= Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;
  return cpuMsOfStat(readFileSync(`/proc/${pid}/stat`, 'utf8'), ticks);
}

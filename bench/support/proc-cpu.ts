import { readFileSync } from 'node:fs';

/**
 * CPU time (user + system, ms) a process used so far, from `/proc/<pid>/stat`; null where there is none (off
 * Linux, or the process ended). The fields after the command's closing parenthesis: state is field 3, utime 14,
 * stime 15, in clock ticks of 10 ms.
 */
export function procCpuMs(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

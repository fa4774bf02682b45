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

/**
 * CPU time (ms) every process of the machine used so far, all cores together, from the first line of `/proc/stat`
 * (user, nice, system, irq and softirq; idle, I/O wait and the hypervisor's steal left out); null off Linux.
 */
export function machineCpuMs(): number | null {
  try {
    const line = readFileSync('/proc/stat', 'utf8').split('\n', 1)[0]!;
    const [user, nice, system, , , irq, softirq] = line.trim().split(/\s+/).slice(1).map(Number);
    return ((user ?? 0) + (nice ?? 0) + (system ?? 0) + (irq ?? 0) + (softirq ?? 0)) * 10;
  } catch {
    return null;
  }
}

// CPU time of the servers a bench started, read from Linux's /proc, so a row can say where a page's time went:
// the app's server, the API, or PostgreSQL (the postmaster the API started and every backend it forked).
import { readdirSync, readFileSync } from "node:fs";

/** Linux's clock ticks per second for /proc/<pid>/stat (`getconf CLK_TCK`; 100 on every Linux we run). */
const TICKS_PER_SECOND = 100;

interface ProcStat {
  pid: number;
  parentPid: number;
  name: string;
  cpuTicks: number;
  /** CPU of its children that ended and were waited for (cutime + cstime). */
  endedChildrenTicks: number;
}

function procStat(pid: number): ProcStat | undefined {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, "utf8");
    // "pid (name) state ppid …": the name may hold spaces and parentheses, so split after its last ")".
    const close = text.lastIndexOf(")");
    const fields = text.slice(close + 2).split(" ");
    return {
      pid,
      parentPid: Number(fields[1]),
      name: text.slice(text.indexOf("(") + 1, close),
      // utime and stime: fields 14 and 15 of the whole line, 12 and 13 after the name.
      cpuTicks: Number(fields[11]) + Number(fields[12]),
      endedChildrenTicks: Number(fields[13]) + Number(fields[14]),
    };
  } catch {
    return undefined;
  }
}

function allProcesses(): ProcStat[] {
  const found: ProcStat[] = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = procStat(Number(entry));
    if (stat) found.push(stat);
  }
  return found;
}

/** Milliseconds of CPU so far of one process (every thread: JavaScript, GC, I/O). */
export function processCpuMs(pid: number | undefined): number {
  if (pid === undefined) return Number.NaN;
  const stat = procStat(pid);
  return stat ? (stat.cpuTicks * 1000) / TICKS_PER_SECOND : Number.NaN;
}

/**
 * Milliseconds of CPU so far of the PostgreSQL the API at `apiPid` started: its postmaster (a child of the API),
 * the postmaster's live children (backends, writers) and those that ended (the postmaster waits for them, so their
 * time is in its cutime/cstime) — a backend closed by the pool's idle timeout mid-measurement still counts.
 */
export function postgresCpuMs(apiPid: number | undefined): number {
  if (apiPid === undefined) return Number.NaN;
  const processes = allProcesses();
  const postmasters = new Set(
    processes.filter((stat) => stat.parentPid === apiPid && stat.name === "postgres").map((stat) => stat.pid),
  );
  let ticks = 0;
  for (const stat of processes) {
    if (postmasters.has(stat.pid)) ticks += stat.cpuTicks + stat.endedChildrenTicks;
    else if (postmasters.has(stat.parentPid)) ticks += stat.cpuTicks;
  }
  return (ticks * 1000) / TICKS_PER_SECOND;
}

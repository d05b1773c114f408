// What one run of the bundled command line costs as a whole process tree: the main process and
// the reader processes it forks (src/threads/worker-pool.ts reads Markdown, provider JSON and HTML
// in child processes). The hostile-input benches judge these figures, not the main process's.
//
// - CPU time (user + system) of the whole tree. On a shared 2-core machine the wall time says
//   more about the other jobs than about citegate; CPU time is the work the run did, whatever the
//   load. It is summed from three parts, none counted twice: the main process's own time, the
//   time of the readers it has reaped (its cutime and cstime in /proc, which also hold what their
//   own children cost), and the time of the readers still alive as it exits (idle readers it does
//   not wait for: read from their /proc/PID/stat in the main process's exit hook).
// - Peak memory of the whole tree: the largest sum of the resident sets of the main process and
//   its descendants, sampled every 20 ms, and never less than the peak of its largest single
//   process (the main process's maxRSS, each reader's VmHWM as last seen).
import { execFile } from 'node:child_process';
import { readdirSync, readFileSync, rmSync, writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.dirname(path.dirname(new URL(import.meta.url).pathname));
const cli = process.env.BENCH_CLI ?? path.join(root, 'dist', 'cli', 'index.js');
/** Clock ticks a second in /proc's CPU times (Linux's USER_HZ, getconf CLK_TCK). */
const TICKS = 100;
const SAMPLE_MS = 20;
/** BENCH_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" profiles each run's main process (split at spaces). */
const PROFILE_ARGS = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);

/** Fields of /proc/PID/stat after the command name (which may hold spaces), 0 = state. */
function statFields(text) {
  return text.slice(text.lastIndexOf(')') + 2).split(' ');
}
// In statFields: 11 utime, 12 stime, 13 cutime, 14 cstime.
const UTIME = 11;

// The exit hook the main process loads with --import. It writes, as JSON, its own CPU time, what
// its reaped children cost, and the CPU time and peak of each child still alive.
const HOOK_SOURCE = `
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
const fields = (pid) => { const t = readFileSync('/proc/' + pid + '/stat', 'utf8'); return t.slice(t.lastIndexOf(')') + 2).split(' ').map(Number); };
const hwm = (pid) => Number(/VmHWM:\\s+(\\d+)/.exec(readFileSync('/proc/' + pid + '/status', 'utf8'))?.[1] ?? 0);
process.on('exit', () => {
  const live = [];
  try {
    for (const task of readdirSync('/proc/self/task'))
      for (const pid of readFileSync('/proc/self/task/' + task + '/children', 'utf8').split(' ').filter(Boolean))
        try { const f = fields(pid); live.push({ pid: Number(pid), ticks: f[11] + f[12] + f[13] + f[14], hwmKb: hwm(pid) }); } catch {}
  } catch {}
  const self = fields('self');
  const u = process.resourceUsage();
  writeFileSync(process.env.BENCH_USAGE_OUT, JSON.stringify({ selfTicks: self[11] + self[12], reapedTicks: self[13] + self[14], maxRssKb: u.maxRSS, live }));
});
`;

function childrenOf(pid) {
  const out = [];
  try {
    for (const task of readdirSync(`/proc/${pid}/task`))
      for (const child of readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').split(' '))
        if (child) out.push(Number(child));
  } catch {
    // The process ended between two reads.
  }
  return out;
}

/** The resident set (kB) of `pid` and each descendant, and their VmHWM peaks, now (0 without /proc). */
export function sampleTree(pid, peaks = new Map()) {
  let sumKb = 0;
  const queue = [pid];
  for (let at = 0; at < queue.length; at++) {
    const current = queue[at];
    try {
      const status = readFileSync(`/proc/${current}/status`, 'utf8');
      sumKb += Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
      const hwmKb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0);
      if (hwmKb > (peaks.get(current) ?? 0)) peaks.set(current, hwmKb);
    } catch {
      continue;
    }
    for (const child of childrenOf(current)) queue.push(child);
  }
  return sumKb;
}

/** This process's reaped children's CPU (ticks): the fallback when the main process died before its hook. */
function reapedTicks() {
  const fields = statFields(readFileSync('/proc/self/stat', 'utf8')).map(Number);
  return fields[UTIME + 2] + fields[UTIME + 3];
}

/**
 * Runs `node [nodeArgs] dist/cli/index.js args` in `cwd` with `env` over this process's. Resolves
 * with its exit status (a number, or the signal's name), stdout, stderr, wall ms, the tree's CPU ms,
 * the tree's peak MB, how many processes the tree had, and `hooked` (false when the main process
 * ended before its exit hook ran, so that the CPU time is only what this process reaped).
 */
export function runTree(args, { cwd, env = {}, maxBuffer = 256 << 20, nodeArgs = [] } = {}) {
  const scratch = mkdtempSync(path.join(tmpdir(), 'citegate-bench-usage-'));
  const hook = path.join(scratch, 'hook.mjs');
  const out = path.join(scratch, 'usage.json');
  writeFileSync(hook, HOOK_SOURCE);
  const reapedBefore = reapedTicks();
  return new Promise((resolve) => {
    const started = performance.now();
    const peaks = new Map();
    let peakSumKb = 0;
    const child = execFile(
      process.execPath,
      [...nodeArgs, ...PROFILE_ARGS, '--import', pathToFileURL(hook).href, cli, ...args],
      { cwd, env: { ...process.env, ...env, BENCH_USAGE_OUT: out }, encoding: 'utf8', maxBuffer },
      (error, stdout, stderr) => {
        clearInterval(timer);
        const ms = performance.now() - started;
        let usage = null;
        try {
          usage = JSON.parse(readFileSync(out, 'utf8'));
        } catch {
          // The main process died before its exit hook: only what this process reaped is known.
        }
        rmSync(scratch, { recursive: true, force: true });
        const ticks = usage
          ? usage.selfTicks + usage.reapedTicks + usage.live.reduce((sum, reader) => sum + reader.ticks, 0)
          : reapedTicks() - reapedBefore;
        for (const reader of usage?.live ?? [])
          if (reader.hwmKb > (peaks.get(reader.pid) ?? 0)) peaks.set(reader.pid, reader.hwmKb);
        let largestKb = usage?.maxRssKb ?? 0;
        for (const kb of peaks.values()) largestKb = Math.max(largestKb, kb);
        resolve({
          status: error ? (error.code ?? error.signal ?? -1) : 0,
          stdout,
          stderr,
          ms,
          cpuMs: Math.round((ticks * 1000) / TICKS),
          peakMb: Math.round(Math.max(peakSumKb, largestKb) / 1024),
          processes: Math.max(peaks.size, 1),
          hooked: usage !== null,
        });
      },
    );
    const timer = setInterval(() => {
      if (child.pid !== undefined) peakSumKb = Math.max(peakSumKb, sampleTree(child.pid, peaks));
    }, SAMPLE_MS);
  });
}

// The targets of the hostile-input benches (bench/hostile.mjs, bench/hostile-readers.mjs), judged
// on what runTree measures, and how they print them.
/** Each run's CPU time (whole tree) must stay under this, at both sizes. */
export const LIMIT_MS = 5000;
/** Each run's peak memory (whole tree) must stay under this, at both sizes. */
export const LIMIT_MB = 1024;

/** `ms` as the benches print it: `2.49 s`. */
export const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;

/** The CPU and memory targets the runs (each `{ cpuMs, peakMb }`) missed, as words for `verdict`. */
export const budgetMisses = (runs) => [
  ...(runs.some((run) => !(run.cpuMs < LIMIT_MS)) ? [`over ${LIMIT_MS / 1000} s CPU`] : []),
  ...(runs.some((run) => !(run.peakMb < LIMIT_MB)) ? [`over ${LIMIT_MB} MB`] : []),
];

/** `PASS`, or `OVER (what was missed)`. */
export const verdict = (misses) => (misses.length === 0 ? 'PASS' : `OVER (${misses.join(', ')})`);

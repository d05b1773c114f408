// Timeouts sized for a loaded machine: CI runners are shared, and the end-to-end tests start the
// bundled action or command line as a process, which under load (three busy loops on two cores)
// takes many times vitest's 5 s default. A timeout here only stops a test that hangs; no test
// asserts on time (speed targets are benchmarks: bench/).
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    testTimeout: 120_000,
    hookTimeout: 300_000,
    // A worker per core. vitest's default keeps one core free, which on a two-core machine is one
    // worker, and the suite ran one file at a time: most of a worker's time goes to waiting for
    // the bundle it started, whose process runs on the other core.
    maxWorkers: Math.max(2, availableParallelism()),
  },
});

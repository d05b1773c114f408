// Timeouts sized for a loaded machine: CI runners are shared, and the end-to-end tests start the
// bundled action or command line as a process, which under load (three busy loops on two cores)
// takes many times vitest's 5 s default. A timeout here only stops a test that hangs; no test
// asserts on time (speed targets are benchmarks: bench/).
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    testTimeout: 120_000,
    hookTimeout: 300_000,
  },
});

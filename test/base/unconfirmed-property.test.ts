// Issue 26's property: for random base, head and model verdicts, thresholds, gate-on and
// waivers, the gate never passes where it would fail without the verdicts the pull request adds
// that count unconfirmed; and it is exactly the gate decided with them and without them, failing
// where either fails. The run under test is the core the shells call (the check with the trust
// rule, the base comparison, the waivers), over reports read from memory. Each view is decided
// on its own by the same core over a report with no committed verdict at all, whose pairs the
// model answers with that view's verdicts (./unconfirmed-world.ts writes the rule out pair by pair).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isLimitSet } from '../../src/gate/decide.js';
import { actual, decidedOn, views, worlds, worse } from './unconfirmed-world.js';

describe('the gate never passes because of verdicts a pull request adds unconfirmed', () => {
  it('is the gate decided with them and without them, failing where either fails', async () => {
    await fc.assert(
      fc.asyncProperty(worlds, async (world) => {
        const results = await actual(world);
        const both = views(world);
        const withThem = await decidedOn(world, both.with);
        const without = await decidedOn(world, both.without);
        // The headline: never a pass where the gate without them fails.
        if (!without.passed) expect(results.gate.passed).toBe(false);
        // Exactly: each check passes where it passes both ways, and (with a limit) shows the worse value.
        expect(results.gate.passed).toBe(withThem.passed && without.passed);
        expect(results.gate.checks.map(({ name, passed, value }) => ({ name, passed, value }))).toEqual(
          withThem.checks.map((check, index) => {
            const other = without.checks[index]!;
            return {
              name: check.name,
              passed: check.passed && other.passed,
              value: isLimitSet(check.limit) ? worse(check.name, check.value, other.value) : check.value,
            };
          }),
        );
      }),
      { numRuns: 300 },
    );
  }, 300_000);

  it('a pull request that adds a contradicts no one answers fails max-contradicted: 0, with or without a base version', async () => {
    await fc.assert(
      fc.asyncProperty(
        worlds.filter((world) => world.pairs.some((pair) => pair.head === 'contradicts')),
        async (world) => {
          const strict = {
            ...world,
            key: false,
            thresholds: { 'max-contradicted': 0 },
            waivers: [],
            gateOn: 'all' as const,
          };
          expect((await actual(strict)).gate.passed).toBe(false);
        },
      ),
      { numRuns: 50 },
    );
  }, 300_000);
});

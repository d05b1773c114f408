// Preloaded into the bundled command line (NODE_OPTIONS=--import …) by tests that must show an
// algorithm is linear without timing it: counts every URL the process parses (`new URL`) and
// writes the count to the file CITEGATE_COUNT_URLS names when the process exits. A lookup that
// parses every source's URL again for each record parses sources × records of them.
import { writeFileSync } from 'node:fs';

const target = process.env.CITEGATE_COUNT_URLS;
if (target) {
  const Original = globalThis.URL;
  let count = 0;
  class CountingURL extends Original {
    constructor(...args) {
      super(...args);
      count++;
    }
  }
  globalThis.URL = CountingURL;
  process.on('exit', () => writeFileSync(target, String(count)));
}

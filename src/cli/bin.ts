#!/usr/bin/env node
// The command line's bundle (dist/cli/index.js) starts here, and does no more than this: Node's
// compile cache is turned on before the command line (./index.ts) is loaded, so that the cache
// holds nearly all of its code (src/files/compile-cache.ts). This bundle also runs the readers
// of HTML pages (src/provenance/extract/worker-entry.ts) and of Markdown reports and provider
// answers (src/formats/reader-thread.ts), each started from it with its role, which need none of
// the rest, and whose own start the cache shortens as well.
import { enableCompileCache } from '../files/compile-cache.js';
import { serveIfExtractionWorker, setWorkerEntry } from '../provenance/extract/worker-entry.js';
import { serveIfReportReader } from '../formats/reader-thread.js';

enableCompileCache();
setWorkerEntry(import.meta.url);
void Promise.all([serveIfExtractionWorker(), serveIfReportReader()]).then(async (roles) => {
  if (!roles.includes(true)) await (await import('./index.js')).runCli();
});

import { enableCompileCache } from '../files/compile-cache.js';
import { serveIfExtractionWorker, setWorkerEntry } from '../provenance/extract/worker-entry.js';
import { serveIfReportReader } from '../formats/reader-thread.js';

// Node's compile cache first (src/files/compile-cache.ts): it then holds the action (./main.js),
// loaded below, and the next run on this runner reads it instead of compiling it again.
enableCompileCache();
// This bundle also runs the readers of HTML pages (src/provenance/extract/worker-entry.ts) and
// of reports (src/formats/reader-thread.ts), which need none of the action: it is loaded only
// when this is not such a reader.
setWorkerEntry(import.meta.url);
if (!(await serveIfExtractionWorker()) && !(await serveIfReportReader())) await (await import('./main.js')).run();

import { serveIfExtractionWorker, setWorkerEntry } from '../provenance/extract/worker-entry.js';
import { serveIfReportReader } from '../formats/reader-thread.js';

// This bundle also runs the threads that read HTML pages (src/provenance/extract/worker-entry.ts)
// and reports (src/formats/reader-thread.ts), which need none of the action: it is loaded only
// when this is not such a thread.
setWorkerEntry(import.meta.url);
if (!(await serveIfExtractionWorker()) && !(await serveIfReportReader())) await (await import('./main.js')).run();

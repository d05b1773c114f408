import { serveIfExtractionWorker, setWorkerEntry } from '../provenance/extract/worker-entry.js';
import { run } from './main.js';

// This bundle also runs the threads that read HTML pages (src/provenance/extract/worker-entry.ts).
setWorkerEntry(import.meta.url);
if (!(await serveIfExtractionWorker())) await run();

// Typed entry for tests: a scriptable web server on 127.0.0.1 (port 0). Implementation in fake-web.mjs.
export { startFakeWeb } from './fake-web.mjs';
export type { FakeWeb, FakeWebHandler, FakeWebRequest } from './fake-web.mjs';

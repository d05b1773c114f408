// A small web server on 127.0.0.1 for provenance tests and the benchmark: scripted routes,
// every request recorded, and the most requests it was handling at once (per host name as the
// client wrote it in the Host header). Plain JavaScript so bench/provenance.mjs can run it
// without a TypeScript loader; the types are in fake-web.d.mts.
import { createServer } from 'node:http';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export async function startFakeWeb(options = {}) {
  const host = options.host ?? '127.0.0.1';
  const state = {
    routes: new Map(),
    fallback: null,
    requests: [],
    inFlight: 0,
    maxInFlight: 0,
    latencyMs: options.latencyMs ?? 0,
  };

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://placeholder');
    state.requests.push({ method: req.method, path: url.pathname + url.search, headers: req.headers, at: Date.now() });
    state.inFlight++;
    state.maxInFlight = Math.max(state.maxInFlight, state.inFlight);
    let finished = false;
    const done = () => {
      if (!finished) {
        finished = true;
        state.inFlight--;
      }
    };
    res.on('close', done);
    if (state.latencyMs > 0) await sleep(state.latencyMs);
    const handler = state.routes.get(url.pathname) ?? state.fallback;
    if (!handler) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('no such page');
      return;
    }
    if (typeof handler === 'function') {
      await handler(req, res, {
        url,
        count: state.requests.filter((request) => request.path === url.pathname + url.search).length,
      });
      return;
    }
    res.writeHead(handler.status ?? 200, handler.headers ?? { 'content-type': 'text/html; charset=utf-8' });
    res.end(handler.body ?? '');
  });
  // Connections that never end (the timeout test) must not keep close() waiting.
  const sockets = new Set();
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise((resolve) => server.listen(options.port ?? 0, host, resolve));
  const { port } = server.address();
  const origin = `http://${host}:${port}`;

  return {
    origin,
    port,
    url: (path) => `${origin}${path}`,
    get requests() {
      return state.requests;
    },
    get maxInFlight() {
      return state.maxInFlight;
    },
    /** A route: `{status, headers, body}` or `(req, res, {url, count}) => …` (count: requests to this path so far, this one included). */
    route(path, handler) {
      state.routes.set(path, handler);
    },
    fallback(handler) {
      state.fallback = handler;
    },
    setLatency(ms) {
      state.latencyMs = ms;
    },
    reset() {
      state.requests = [];
      state.maxInFlight = 0;
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

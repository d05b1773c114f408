// request-timeout and provenance-timeout bound the whole request, body included: a server that
// sends its headers and then one byte a second is stopped, through the bundled command line.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { report, tempFolder } from '../helpers/reports.js';
import { runCliAsync } from '../helpers/run-cli.js';

/**
 * Answers 200 with its headers at once, then one space a second for a minute, then ends: a
 * body that never completes within the timeouts below, and that is not JSON when it ends.
 */
let server: http.Server;
let base = '';
const requests: string[] = [];
beforeAll(async () => {
  server = http.createServer((request, response) => {
    requests.push(request.url ?? '');
    request.resume();
    request.on('end', () => {
      response.writeHead(200, { 'content-type': request.url?.startsWith('/v1') ? 'application/json' : 'text/html' });
      let sent = 0;
      const timer = setInterval(() => {
        if (++sent > 60) {
          clearInterval(timer);
          response.end();
        } else response.write(' ');
      }, 1000);
      response.on('close', () => clearInterval(timer));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

const claim = { id: 'c1', statement: 'The port grew by 5 percent.', evidence_ids: ['e1'] };

describe('a server that sends its headers, then a byte a second', () => {
  it('is stopped by request-timeout (the model request): the pair stays unverified, the request counts as timed out', async () => {
    const dir = tempFolder({
      'a.report.json': report([claim], [{ id: 'e1', excerpt: 'The port grew by 5 percent.' }]),
    });
    const run = await runCliAsync(
      [
        'check',
        '--model',
        'gpt-test',
        '--base-url',
        `${base}/v1`,
        '--request-timeout',
        '2',
        '--max-retries',
        '0',
        '--json',
        'results.json',
      ],
      dir,
      { OPENAI_API_KEY: 'sk-test-0123456789' },
    );
    expect(run.status).toBe(0);
    expect(run.stderr).toContain('First failure: request timed out (no complete response within 2 s)');
  });

  it('is stopped by provenance-timeout (a page): the record is unreachable', async () => {
    const dir = tempFolder({
      'a.report.json': report([claim], [{ id: 'e1', excerpt: 'The port grew by 5 percent.', url: `${base}/page` }]),
    });
    const run = await runCliAsync(
      ['check', '--provenance', 'check', '--provenance-allow-private', 'true', '--provenance-timeout', '2'],
      dir,
    );
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('no complete response within 2 s');
  });
});

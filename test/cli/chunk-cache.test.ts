// The command line's code cache of its chunks (scripts/chunk-loader.mjs), through the bundle: a run
// writes it, the next one uses it, a damaged file is compiled from its source and written again,
// and NODE_DISABLE_COMPILE_CACHE turns it off. What a run prints is the same whatever the cache holds.
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { CLI, runCli, runCliAsync } from '../helpers/run-cli.js';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function cacheHome(): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'citegate-chunk-cache-'));
  folders.push(folder);
  return folder;
}

const check = (env: Record<string, string>) =>
  runCli(['check', 'examples', '--semantic', 'off', '--max-binding-errors', 'none'], process.cwd(), env);

/** Each cache file of the folder: its name, how many runs wrote it, and whether its digest matches its data. */
function cacheFiles(home: string) {
  const folder = path.join(home, 'citegate-chunks');
  return readdirSync(folder)
    .filter((name) => !name.endsWith('.tmp'))
    .map((name) => {
      const bytes = readFileSync(path.join(folder, name));
      const data = bytes.subarray(33);
      return {
        name,
        path: path.join(folder, name),
        writes: bytes[0],
        intact: createHash('sha256').update(data).digest().equals(bytes.subarray(1, 33)),
      };
    });
}

describe("the command line's chunk cache", { timeout: 60_000 }, () => {
  it('is written by a run for each chunk it loaded, and used by the next', () => {
    const home = cacheHome();
    const first = check({ NODE_COMPILE_CACHE: home });
    expect(first.status).toBe(0);
    const written = cacheFiles(home);
    expect(written.length).toBeGreaterThan(3);
    for (const file of written) {
      expect(existsSync(path.join('dist/cli', file.name.split('.index.js.')[0] + '.index.js'))).toBe(true);
      expect(file).toMatchObject({ writes: 1, intact: true });
    }
    const second = check({ NODE_COMPILE_CACHE: home });
    expect(second).toEqual(first);
    // Only a cache V8 accepted counts one more run; a refused one would be written as the first.
    expect(cacheFiles(home).map((file) => file.writes)).toEqual(written.map(() => 2));
  });

  it('a damaged file is compiled from its source instead, and written again whole', () => {
    const home = cacheHome();
    const clean = check({ NODE_COMPILE_CACHE: home });
    for (const file of cacheFiles(home)) {
      const bytes = readFileSync(file.path);
      // One byte of V8's data, past its own header, flipped: V8's release builds do not check it.
      bytes[bytes.length - 100] = (bytes[bytes.length - 100] ?? 0) ^ 0xff;
      writeFileSync(file.path, bytes);
    }
    const damaged = check({ NODE_COMPILE_CACHE: home });
    expect(damaged).toEqual(clean);
    expect(cacheFiles(home).map(({ writes, intact }) => ({ writes, intact }))).toEqual(
      cacheFiles(home).map(() => ({ writes: 1, intact: true })),
    );
  });

  it('a chunk edited after the build runs as edited, not as the cache compiled it', async () => {
    // V8 checks only a cached source's length: an edit of the same length must change the name.
    const home = cacheHome();
    const bundle = path.join(cacheHome(), 'cli');
    cpSync(path.dirname(CLI), bundle, { recursive: true });
    const entry = path.join(bundle, 'index.js');
    const args = ['check', 'examples', '--semantic', 'off', '--max-binding-errors', 'none'];
    const before = await runCliAsync(args, process.cwd(), { NODE_COMPILE_CACHE: home }, entry);
    expect(before.stdout).toContain('Contradicted claims (1)');
    const chunk = readdirSync(bundle)
      .map((name) => path.join(bundle, name))
      .find((file) => readFileSync(file, 'utf8').includes("claimList('Contradicted claims'"));
    if (chunk === undefined) throw new Error('no chunk writes the terminal list of contradicted claims');
    writeFileSync(
      chunk,
      readFileSync(chunk, 'utf8').replace("claimList('Contradicted claims'", "claimList('Contradicted CLAIMS'"),
    );
    const after = await runCliAsync(args, process.cwd(), { NODE_COMPILE_CACHE: home }, entry);
    expect(after.stdout).toContain('Contradicted CLAIMS (1)');
  });

  it('NODE_DISABLE_COMPILE_CACHE=1 writes none', () => {
    const home = cacheHome();
    expect(check({ NODE_COMPILE_CACHE: home, NODE_DISABLE_COMPILE_CACHE: '1' }).status).toBe(0);
    expect(existsSync(path.join(home, 'citegate-chunks'))).toBe(false);
  });
});

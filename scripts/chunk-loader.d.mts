// Types of ./chunk-loader.mjs, for the tests that load a chunk through it in-process.
import type { createRequire as CreateRequire } from 'node:module';

export function chunkLoader(
  createRequire: typeof CreateRequire,
  entryUrl: string,
): (file: string) => Promise<{ id: number; ids: number[]; modules: Record<string, unknown> }>;

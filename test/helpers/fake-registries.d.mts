import type { IncomingHttpHeaders } from 'node:http';
import type { FakeWeb } from './fake-web.mjs';

export type RegistryName = 'crossref' | 'datacite' | 'arxiv' | 'pubmed' | 'doi';

export interface RegistryRequest {
  method: string | undefined;
  path: string;
  headers: IncomingHttpHeaders;
  at: number;
}

export interface ScriptRule {
  match: (url: URL) => boolean;
  /** Answer this status first (with Retry-After when given), `times` times (always when unset). */
  status?: number;
  retryAfter?: number;
  times?: number;
  body?: string;
  /** Never answer. */
  hang?: boolean;
}

export interface FakeRegistries {
  servers: Record<RegistryName, FakeWeb>;
  urls: { crossref: string; datacite: string; arxiv: string; pubmed: string; doi: string };
  flags(): string[];
  script(name: RegistryName, rule: ScriptRule): void;
  requests(name?: RegistryName): RegistryRequest[];
  mostWithin(name: RegistryName, windowMs?: number): number;
  reset(): void;
  close(): Promise<void>;
}

export const REGISTRIES: RegistryName[];
export function startFakeRegistries(data: unknown, options?: { latencyMs?: number }): Promise<FakeRegistries>;

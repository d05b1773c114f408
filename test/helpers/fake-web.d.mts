import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';

export interface FakeWebRequest {
  method: string | undefined;
  path: string;
  headers: IncomingHttpHeaders;
  at: number;
}

export type FakeWebHandler =
  | { status?: number; headers?: Record<string, string>; body?: string | Uint8Array }
  | ((req: IncomingMessage, res: ServerResponse, context: { url: URL; count: number }) => void | Promise<void>);

export interface FakeWeb {
  origin: string;
  port: number;
  url(path: string): string;
  readonly requests: FakeWebRequest[];
  readonly maxInFlight: number;
  route(path: string, handler: FakeWebHandler): void;
  fallback(handler: FakeWebHandler): void;
  setLatency(ms: number): void;
  reset(): void;
  close(): Promise<void>;
}

export function startFakeWeb(options?: { host?: string; port?: number; latencyMs?: number }): Promise<FakeWeb>;

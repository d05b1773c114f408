// Politeness: at most `perHost` requests in flight to one host and `overall` in all. A task
// first waits for its host's slot, then for an overall one, so a task held back by its host
// never sits on an overall slot that another host could use.
import pLimit, { type LimitFunction } from 'p-limit';

export type Schedule = <T>(host: string, task: () => Promise<T>) => Promise<T>;

export function hostLimiter(overall = 8, perHost = 2): Schedule {
  const all = pLimit(overall);
  const hosts = new Map<string, LimitFunction>();
  return (host, task) => {
    let limit = hosts.get(host);
    if (!limit) hosts.set(host, (limit = pLimit(perHost)));
    return limit(() => all(task));
  };
}

// The network rule: a provenance fetch never reaches the runner's own network. Every address a
// host name resolves to is checked before a connection is made, at every redirect, so neither
// a report's URL nor a redirect (nor DNS that answers differently the second time) can point a
// fetch at loopback, a private range or the cloud metadata service (169.254.169.254).
import dns from 'node:dns';
import net from 'node:net';
import ipaddr from 'ipaddr.js';

/** Why an address is not public (ipaddr.js's range name), or null when it is public unicast. */
export function nonPublicRange(address: string): string | null {
  let parsed: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    parsed = ipaddr.parse(address);
  } catch {
    return 'invalid';
  }
  // ::ffff:10.0.0.1 reaches 10.0.0.1: judge the IPv4 address inside.
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress())
    parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  const range = parsed.range();
  return range === 'unicast' ? null : range;
}

/** Raised (through the socket) when a fetch would reach a non-public address. */
export class RefusedAddressError extends Error {
  readonly code = 'ERR_CITEGATE_REFUSED_ADDRESS';
  constructor(
    readonly host: string,
    readonly address: string,
    readonly range: string,
  ) {
    super(`${host === address ? address : `${host} resolves to ${address}`}, a ${range} address, which is not public`);
  }
}

export function isRefusedAddressError(error: unknown): error is RefusedAddressError {
  return (error as { code?: unknown } | null)?.code === 'ERR_CITEGATE_REFUSED_ADDRESS';
}

/** The address policy a fetch runs under: returns the range that refuses an address, or null. */
export type AddressPolicy = (address: string) => string | null;

export function addressPolicy(allowPrivate: boolean): AddressPolicy {
  return allowPrivate ? () => null : nonPublicRange;
}

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | dns.LookupAddress[],
  family?: number,
) => void;
export type LookupFunction = (hostname: string, options: dns.LookupOptions, callback: LookupCallback) => void;

/**
 * A `lookup` for http.request that resolves as usual and then refuses the host when any of its
 * addresses is not allowed (one bad address is enough: the socket could connect to it).
 */
export function guardedLookup(
  policy: AddressPolicy,
  resolve: LookupFunction = dns.lookup as unknown as LookupFunction,
): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '');
      const list = addresses as dns.LookupAddress[];
      for (const { address } of list) {
        const range = policy(address);
        if (range !== null) return callback(new RefusedAddressError(hostname, address, range), '');
      }
      if (options.all) return callback(null, list);
      const first = list[0];
      if (!first) return callback(Object.assign(new Error(`no address for ${hostname}`), { code: 'ENOTFOUND' }), '');
      callback(null, first.address, first.family);
    });
  };
}

/**
 * A host written as an IP address is connected to without a lookup, so it is checked here.
 * Returns the refusal, or null.
 */
export function refuseLiteral(hostname: string, policy: AddressPolicy): RefusedAddressError | null {
  const bare = hostname.replace(/^\[|\]$/g, '');
  if (net.isIP(bare) === 0) return null;
  const range = policy(bare);
  return range === null ? null : new RefusedAddressError(bare, bare, range);
}

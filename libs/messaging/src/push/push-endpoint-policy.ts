import { lookup as dnsLookup, type LookupAddress, type LookupAllOptions } from 'node:dns';
import { Agent } from 'node:https';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

/** The push services browsers subscribe with: Chrome and Edge's FCM, Firefox, Safari, and Windows' WNS. */
export const KNOWN_PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com',
  'updates.push.services.mozilla.com',
  '*.push.apple.com',
  '*.notify.windows.com',
] as const;

/** Connections open at once to one push service; further pushes wait for one of them. */
const PUSH_CONNECTIONS_PER_SERVICE = 32;

/** Not worded by the spec: the field error for a subscription the API will not send to. */
export const PUSH_ENDPOINT_REFUSED = 'Notification token must be a push subscription of a known push service';

const bareHost = (hostname: string) => hostname.replace(/^\[|\]$/g, '').toLowerCase();

/**
 * Whether an address is on the public internet. Loopback, private, link-local, carrier-grade NAT, multicast and
 * reserved ranges (and IPv4 inside IPv6) are not: a push there would let any account make the server call into its
 * own network.
 */
export const isPublicAddress = (address: string): boolean => {
  if (!ipaddr.isValid(address)) return false;
  return ipaddr.process(address).range() === 'unicast';
};

/**
 * The hosts a push subscription may point at: exact names, and `*.example.com` for any name under example.com.
 * An address or name listed exactly (a test double, a self-hosted service) is the operator's decision and is allowed
 * even when it is not public; nothing else is.
 */
export class PushEndpointPolicy {
  private readonly exact: Set<string>;
  private readonly suffixes: string[];

  constructor(hosts: readonly string[] = KNOWN_PUSH_SERVICE_HOSTS) {
    const names = hosts.map((host) => bareHost(host.trim())).filter(Boolean);
    this.exact = new Set(names.filter((host) => !host.startsWith('*.')));
    this.suffixes = names.filter((host) => host.startsWith('*.')).map((host) => host.slice(1));
  }

  isListedExactly(hostname: string): boolean {
    return this.exact.has(bareHost(hostname));
  }

  /** Whether a subscription's endpoint may be sent to: https, a listed host, never a private address unless listed. */
  allows(endpoint: string): boolean {
    let url: URL;
    try {
      url = new URL(endpoint);
    } catch {
      return false;
    }
    if (url.protocol !== 'https:' || url.username || url.password) return false;
    const host = bareHost(url.hostname);
    if (this.exact.has(host)) return true;
    // A wildcard names a domain: an IP address never falls under it.
    if (isIP(host)) return false;
    return this.suffixes.some((suffix) => host.endsWith(suffix) && host.length > suffix.length);
  }

  /**
   * An HTTPS agent that refuses to connect when a host's name resolves to an address that is not public, unless the
   * host is listed exactly: the check at the moment of sending, so a listed name that later points inside the network
   * (DNS rebinding, a takeover) is not followed.
   */
  guardedAgent(): Agent {
    const lookup = (
      hostname: string,
      options: LookupAllOptions,
      callback: (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void,
    ) =>
      dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
        if (error) return callback(error, []);
        if (!this.isListedExactly(hostname) && addresses.some(({ address }) => !isPublicAddress(address)))
          return callback(
            Object.assign(new Error(`${hostname} resolves to a non-public address`), { code: 'EACCES' }),
            [],
          );
        if (options.all) return callback(null, addresses);
        return callback(null, addresses[0]!.address, addresses[0]!.family);
      });
    // Connections are kept and reused: an appeal pushes to thousands of subscriptions of a few push services, and a
    // TLS handshake per push cost more than the push itself. A kept connection goes to the address checked when it
    // was opened.
    return new Agent({
      keepAlive: true,
      maxSockets: PUSH_CONNECTIONS_PER_SERVICE,
      // An idle connection is closed before servers commonly close theirs (Node's 5 s), so few are reused as they close.
      timeout: 4000,
      lookup: lookup as never,
    });
  }
}

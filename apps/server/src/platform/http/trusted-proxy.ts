import type { IncomingMessage } from 'node:http';
import { BlockList, isIP } from 'node:net';

/** proxy-addr's names, as Fastify's trustProxy takes them. */
const NAMED_RANGES: Record<string, string[]> = {
  loopback: ['127.0.0.1/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};

const FORWARDED_HEADERS = ['x-forwarded-for', 'x-forwarded-proto', 'x-forwarded-host', 'x-forwarded-port', 'forwarded'];

const familyOf = (address: string) => (isIP(address) === 6 ? 'ipv6' : 'ipv4');

/**
 * Whether a request's TCP peer is a trusted proxy (TRUST_PROXY: true, false, or addresses and CIDR ranges), for what
 * sees Node's request rather than Fastify's: Fastify applies trustProxy to request.ip itself, but the embedded
 * OpenID Connect provider (a Koa app, proxy mode on) would take X-Forwarded-* from anybody.
 */
export function trustedProxyCheck(trustProxy: boolean | string[]): (req: IncomingMessage) => boolean {
  if (typeof trustProxy === 'boolean') return () => trustProxy;
  const trusted = new BlockList();
  for (const entry of trustProxy.flatMap((e) => NAMED_RANGES[e] ?? [e])) {
    const [address = '', prefix] = entry.split('/');
    if (prefix === undefined) trusted.addAddress(address, familyOf(address));
    else trusted.addSubnet(address, Number(prefix), familyOf(address));
  }
  return (req) => {
    const peer = (req.socket.remoteAddress ?? '').replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');
    return isIP(peer) !== 0 && trusted.check(peer, familyOf(peer));
  };
}

/** Drops the forwarding headers of a request that did not come from a trusted proxy. */
export function dropUntrustedForwarding(isTrusted: (req: IncomingMessage) => boolean) {
  return (req: IncomingMessage) => {
    if (isTrusted(req)) return;
    for (const name of FORWARDED_HEADERS) delete req.headers[name];
  };
}

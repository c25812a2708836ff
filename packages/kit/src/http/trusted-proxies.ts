import type { IncomingMessage } from 'node:http';
import { BlockList, isIP } from 'node:net';

/**
 * A socket's address is a fact; `X-Forwarded-For` is a claim anybody can make, so it counts only
 * from a hop this process trusts (`TRUSTED_PROXIES`). Trusting every sender would let any client
 * pick its own address and dodge the per-address limits.
 */
export type TrustProxy = (address: string, hop: number) => boolean;

/** Express's names for address ranges, so an operator can write `loopback` for "this machine". */
const PRESETS: Record<string, string[]> = {
  loopback: ['127.0.0.0/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};

const familyOf = (address: string) => (isIP(address) === 6 ? 'ipv6' : 'ipv4');

/** Whether one entry of `TRUSTED_PROXIES` is an address, a CIDR range or a preset's name. */
export function isTrustedProxyEntry(entry: string): boolean {
  if (entry in PRESETS) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const version = isIP(address);
  if (!version || rest.length) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (version === 6 ? 128 : 32);
}

/** The trust test for a list of entries (each valid: `isTrustedProxyEntry`); IPv4-mapped IPv6 matches. */
export function trustProxyOf(entries: readonly string[]): TrustProxy {
  const trusted = new BlockList();
  for (const entry of entries.flatMap((e) => PRESETS[e] ?? [e])) {
    const [address = '', bits] = entry.split('/');
    if (bits === undefined) trusted.addAddress(address, familyOf(address));
    else trusted.addSubnet(address, Number(bits), familyOf(address));
  }
  return (address) => isIP(address) !== 0 && trusted.check(address, familyOf(address));
}

/**
 * The client's address as `req.ip` reads it under this trust: the socket's peer, then, while
 * that hop is trusted, the address it forwarded (the header's last entry), and so on leftwards.
 * An entry that is not an address stops the walk at the hop that sent it.
 */
export function clientAddressOf(req: IncomingMessage, trust: TrustProxy): string | undefined {
  const peer = req.socket.remoteAddress;
  if (!peer) return undefined;
  const header = req.headers['x-forwarded-for'];
  const forwarded = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .reverse();
  let client = peer;
  for (const [hop, next] of forwarded.entries()) {
    if (!trust(client, hop) || !isIP(next)) break;
    client = next;
  }
  return client;
}

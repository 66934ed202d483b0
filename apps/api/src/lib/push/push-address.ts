// Where the server may POST a notification. A subscription's endpoint comes from the browser,
// that is from whoever calls the API: taken as it is, it would let a caller make the server
// send requests into its own network (SSRF). So an endpoint must be https on a public address;
// a name is checked again when it is looked up for each send (lookupPublicAddress), so a name
// that later points inside the network is refused then. Tests name their local push service in
// PUSH_TEST_ORIGINS, which nothing else may use.
import { lookup } from 'node:dns';
import { BlockList, isIP } from 'node:net';

const PRIVATE_NETWORKS = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  PRIVATE_NETWORKS.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  PRIVATE_NETWORKS.addSubnet(network, prefix, 'ipv6');
}

/** An IPv4 address written as IPv6 (::ffff:10.0.0.1) is checked as the IPv4 address it is. */
function embeddedIpv4(address: string): string | undefined {
  const match = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return match?.[1];
}

/** Whether an IP address is reachable on the public internet (not loopback, private, link-local...). */
export function isPublicAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '').split('%')[0] ?? '';
  const ipv4 = embeddedIpv4(bare);
  if (ipv4) return isPublicAddress(ipv4);
  const family = isIP(bare);
  if (family === 0) return false;
  if (family === 6 && /^::ffff:/i.test(bare)) return false;
  return !PRIVATE_NETWORKS.check(bare, family === 4 ? 'ipv4' : 'ipv6');
}

/** Whether the endpoint is one of the test origins (local push services of the API tests). */
export function isTestEndpoint(endpoint: string, testOrigins: readonly string[]): boolean {
  try {
    return testOrigins.includes(new URL(endpoint).origin);
  } catch {
    return false;
  }
}

/**
 * Whether the server may send to this endpoint: https, a host that is a public address or a
 * name (not localhost nor a local-only name), no credentials in it; or a test origin.
 */
export function isAllowedPushEndpoint(endpoint: string, testOrigins: readonly string[]): boolean {
  if (isTestEndpoint(endpoint, testOrigins)) return true;
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || url.username !== '' || url.password !== '') return false;
  const host = url.hostname.toLowerCase().replace(/\.$/, '');
  if (isIP(host.replace(/^\[|\]$/g, '')) !== 0) return isPublicAddress(host);
  if (!host.includes('.')) return false;
  return !/(^|\.)(localhost|local|internal|localdomain|home|lan|arpa)$/.test(host);
}

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | { address: string; family: number }[],
  family?: number,
) => void;

/**
 * A `lookup` for the push requests' sockets: the name's addresses, refused when any of them is
 * not public, so a name that points inside the network is never connected to.
 */
export function lookupPublicAddress(
  hostname: string,
  options: { all?: boolean },
  callback: LookupCallback,
): void {
  lookup(hostname, { all: true }, (error, addresses) => {
    if (error) return callback(error, []);
    if (addresses.length === 0 || addresses.some((entry) => !isPublicAddress(entry.address))) {
      const refused: NodeJS.ErrnoException = new Error(
        `${hostname} resolves to an address outside the public internet`,
      );
      refused.code = 'EPUSHADDRESS';
      return callback(refused, []);
    }
    if (options.all) return callback(null, addresses);
    const [first] = addresses;
    return callback(null, first?.address ?? '', first?.family);
  });
}

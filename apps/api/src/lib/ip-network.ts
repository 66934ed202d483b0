// The network an address belongs to, to tell whether two requests came from the same place: an
// IPv4 address is its own network (a home or a school behind one public address); an IPv6
// address is its /64 (a household's prefix: its devices pick new addresses within it every day).
// An IPv4 address written as IPv6 (::ffff:1.2.3.4) is that IPv4 address.
import { isIPv4, isIPv6 } from 'node:net';

/** The 8 groups of an IPv6 address, expanded (`::` filled, an IPv4 tail as two groups). */
function ipv6Groups(address: string): number[] | undefined {
  const [head = '', tail] = address.split('::');
  const parse = (part: string): number[] => {
    if (part === '') return [];
    return part.split(':').flatMap((group) => {
      if (isIPv4(group)) {
        const [a = 0, b = 0, c = 0, d = 0] = group.split('.').map(Number);
        return [(a << 8) | b, (c << 8) | d];
      }
      return [Number.parseInt(group, 16)];
    });
  };
  const start = parse(head);
  if (tail === undefined) return start.length === 8 ? start : undefined;
  const end = parse(tail);
  const missing = 8 - start.length - end.length;
  return missing < 0 ? undefined : [...start, ...Array<number>(missing).fill(0), ...end];
}

/** The network of an address as a string two requests can be compared by; '' when unreadable. */
export function networkOf(ip: string): string {
  const address = ip.trim().toLowerCase().split('%')[0] ?? '';
  if (isIPv4(address)) return address;
  if (!isIPv6(address)) return '';
  const groups = ipv6Groups(address);
  if (!groups) return '';
  // ::ffff:a.b.c.d is an IPv4 client seen by an IPv6 socket.
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    const [high = 0, low = 0] = groups.slice(6);
    return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

/** Whether two addresses are in the same network (never for unreadable ones). */
export function isSameNetwork(first: string, second: string): boolean {
  const network = networkOf(first);
  return network !== '' && network === networkOf(second);
}

// The client address that the login limits count by. One IPv6 client usually holds a whole /64 (2^64 addresses), so
// IPv6 addresses are grouped by their first 64 bits; an IPv4 address (also written as ::ffff:a.b.c.d) is itself.
import { isIPv4, isIPv6 } from 'node:net';

/** The eight 16-bit groups of an IPv6 address, or null when it is not one. */
function ipv6Groups(address: string): number[] | null {
  let text = address.split('%')[0]!; // a zone id (fe80::1%eth0) names an interface, not another client
  const groups: number[] = [];
  const v4 = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (v4) {
    const bytes = v4[1]!.split('.').map(Number);
    text = `${text.slice(0, -v4[1]!.length)}${((bytes[0]! << 8) | bytes[1]!).toString(16)}:${((bytes[2]! << 8) | bytes[3]!).toString(16)}`;
  }
  const [head, tail] = text.split('::') as [string, string | undefined];
  const parse = (part: string) => (part === '' ? [] : part.split(':').map((g) => parseInt(g, 16)));
  const left = parse(head);
  const right = tail === undefined ? [] : parse(tail);
  const missing = 8 - left.length - right.length;
  if (tail === undefined ? missing !== 0 : missing < 0) return null;
  groups.push(...left, ...Array<number>(Math.max(0, missing)).fill(0), ...right);
  return groups.length === 8 && groups.every((g) => Number.isInteger(g) && g >= 0 && g <= 0xffff) ? groups : null;
}

export function addressKey(ip: string): string {
  if (isIPv4(ip) || !isIPv6(ip.split('%')[0]!)) return ip;
  const groups = ipv6Groups(ip);
  if (!groups) return ip;
  // ::ffff:a.b.c.d is an IPv4 client reached over a dual-stack socket.
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    return [groups[6]! >> 8, groups[6]! & 255, groups[7]! >> 8, groups[7]! & 255].join('.');
  }
  return `${groups.slice(0, 4).map((g) => g.toString(16)).join(':')}::/64`;
}

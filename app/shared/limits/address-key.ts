import { isIPv4, isIPv6 } from 'node:net';

/**
 * The key a per-address limit counts a client address under. An IPv4 address is one client (or one network behind
 * its router), kept whole, also when written as IPv4-mapped IPv6. An IPv6 subscriber is given a whole /64, so any
 * address in it is theirs to use: the /64 is the key, or each of its addresses would have a budget of its own.
 */
export function addressKey(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped && isIPv4(mapped[1]!)) return mapped[1]!;
  const withoutZone = address.split('%')[0]!;
  if (!isIPv6(withoutZone)) return address;
  return `${expandIPv6(withoutZone).slice(0, 4).join(':')}::/64`;
}

/** The eight groups of an IPv6 address, lower-case and without leading zeros. */
function expandIPv6(address: string): string[] {
  // A trailing dotted IPv4 part is the last two groups.
  const group = (high: string, low: string) => ((Number(high) << 8) | Number(low)).toString(16);
  const hex = address
    .toLowerCase()
    .replace(
      /(\d+)\.(\d+)\.(\d+)\.(\d+)$/,
      (_, a: string, b: string, c: string, d: string) => `${group(a, b)}:${group(c, d)}`,
    );
  const [head = '', tail] = hex.split('::');
  const groups = (part: string) => (part === '' ? [] : part.split(':'));
  const front = groups(head);
  const back = tail === undefined ? [] : groups(tail);
  const middle = Array<string>(8 - front.length - back.length).fill('0');
  return [...front, ...middle, ...back].map((group) => parseInt(group, 16).toString(16));
}

import { isIP } from 'node:net';

/**
 * The address a throttle counts: an IPv4 address as it is, an IPv6 address by its /64 network,
 * since one subscriber is usually handed a whole /64 and could otherwise step to a fresh address
 * for every guess (issue 26, item 2). An IPv4 address written as IPv6 (::ffff:192.0.2.1) is IPv4.
 */
export function toAddressGroup(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1]!;
  if (isIP(address) !== 6) return address;
  const [head = '', tail = ''] = address.toLowerCase().split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const missing = address.includes('::') ? 8 - headGroups.length - tailGroups.length : 0;
  const groups = [...headGroups, ...Array<string>(missing).fill('0'), ...tailGroups];
  const network = groups.slice(0, 4).map((group) => group.replace(/^0+(?=.)/, ''));
  return `${network.join(':')}::/64`;
}

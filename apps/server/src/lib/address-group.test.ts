import { describe, expect, test } from 'vitest';
import { toAddressGroup } from './address-group';

describe('toAddressGroup', () => {
  test('an IPv4 address is its own group, also when written as IPv6', () => {
    expect(toAddressGroup('198.51.100.7')).toBe('198.51.100.7');
    expect(toAddressGroup('::ffff:198.51.100.7')).toBe('198.51.100.7');
  });

  test('IPv6 addresses of one /64 share a group, however they are written', () => {
    const group = '2001:db8:1:2::/64';
    for (const address of [
      '2001:db8:1:2::a',
      '2001:0db8:0001:0002:ffff:ffff:ffff:ffff',
      '2001:DB8:1:2:0:0:0:1',
    ])
      expect(toAddressGroup(address)).toBe(group);
    expect(toAddressGroup('2001:db8:1:3::a')).toBe('2001:db8:1:3::/64');
    expect(toAddressGroup('::1')).toBe('0:0:0:0::/64');
    expect(toAddressGroup('fe80::1:2:3:4')).toBe('fe80:0:0:0::/64');
  });
});

import { describe, expect, it } from 'vitest';
import { clientKey, clientNetwork } from './client-address.js';

describe('clientNetwork', () => {
  it('is an IPv4 address itself, also when written as IPv6', () => {
    expect(clientNetwork('203.0.113.7')).toBe('203.0.113.7');
    expect(clientNetwork('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('is the /64 of an IPv6 address, however it is written', () => {
    expect(clientNetwork('2001:db8:abcd:12:1:2:3:4')).toBe('2001:db8:abcd:12::/64');
    expect(clientNetwork('2001:0db8:abcd:0012:ffff:0:0:1')).toBe('2001:db8:abcd:12::/64');
    expect(clientNetwork('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientNetwork('2001:db8:abcd:12::9')).toBe('2001:db8:abcd:12::/64');
    expect(clientNetwork('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(clientNetwork('::1')).toBe('0:0:0:0::/64');
  });
});

describe('clientKey', () => {
  it('is the same for one network, another for another, and does not show the address', () => {
    const secret = 'a gateway secret of at least thirty-two characters';
    expect(clientKey('2001:db8:abcd:12::1', secret)).toBe(clientKey('2001:db8:abcd:12:ffff::2', secret));
    expect(clientKey('2001:db8:abcd:13::1', secret)).not.toBe(clientKey('2001:db8:abcd:12::1', secret));
    expect(clientKey('203.0.113.7', secret)).not.toBe(clientKey('203.0.113.8', secret));
    expect(clientKey('203.0.113.7', secret)).not.toContain('203');
    expect(clientKey('203.0.113.7', 'another secret')).not.toBe(clientKey('203.0.113.7', secret));
  });
});

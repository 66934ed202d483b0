import { describe, expect, it } from 'vitest';
import { isSameNetwork, networkOf } from './ip-network';

describe('networkOf', () => {
  it('keeps an IPv4 address whole and reads one written as IPv6', () => {
    expect(networkOf('181.49.12.7')).toBe('181.49.12.7');
    expect(networkOf('::ffff:181.49.12.7')).toBe('181.49.12.7');
    expect(networkOf('::FFFF:B531:0C07')).toBe('181.49.12.7');
  });

  it('takes the /64 of an IPv6 address, however it is written', () => {
    expect(networkOf('2800:e2:4a80:1d3::1')).toBe('2800:e2:4a80:1d3::/64');
    expect(networkOf('2800:00e2:4a80:01d3:aaaa:bbbb:cccc:dddd')).toBe('2800:e2:4a80:1d3::/64');
    expect(networkOf('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(networkOf('::1')).toBe('0:0:0:0::/64');
  });

  it('answers nothing for what is not an address', () => {
    expect(networkOf('')).toBe('');
    expect(networkOf('unknown')).toBe('');
    expect(networkOf('999.1.1.1')).toBe('');
  });
});

describe('isSameNetwork', () => {
  it('matches the same household behind IPv6 privacy addresses, not its neighbours', () => {
    expect(isSameNetwork('2800:e2:4a80:1d3:1111::1', '2800:e2:4a80:1d3:2222::9')).toBe(true);
    expect(isSameNetwork('2800:e2:4a80:1d3::1', '2800:e2:4a80:1d4::1')).toBe(false);
    expect(isSameNetwork('10.0.0.1', '10.0.0.2')).toBe(false);
    expect(isSameNetwork('10.0.0.1', '::ffff:10.0.0.1')).toBe(true);
    expect(isSameNetwork('', '')).toBe(false);
  });
});

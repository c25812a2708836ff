import { describe, expect, it } from 'vitest';
import { maskAddress } from '../src/domain/account-security.js';
import { describeUserAgent, maskIp } from '../src/domain/user-agent.js';

describe('describeUserAgent', () => {
  it('names the browser with its major version, the system, and a phone model', () => {
    expect(
      describeUserAgent(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      ),
    ).toEqual({ browser: 'Mobile Safari 17', os: 'iOS 17.5', device: 'Apple iPhone' });
    expect(
      describeUserAgent(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0',
      ),
    ).toEqual({ browser: 'Edge 126', os: 'Windows 10' });
  });

  it('tells nothing of an agent it cannot read, or of none', () => {
    expect(describeUserAgent('curl/8.5.0')).toEqual({ browser: null, os: null });
    expect(describeUserAgent('')).toEqual({ browser: null, os: null });
    expect(describeUserAgent(null)).toEqual({ browser: null, os: null });
    expect(describeUserAgent('\u0000\u0001garbage')).toEqual({ browser: null, os: null });
  });
});

describe('maskIp', () => {
  it('keeps the network of an IPv4 address (also mapped into IPv6) and drops the host', () => {
    expect(maskIp('203.0.113.57')).toBe('203.0.113.*');
    expect(maskIp('::ffff:198.51.100.7')).toBe('198.51.100.*');
  });

  it('keeps the /48 of an IPv6 address', () => {
    expect(maskIp('2001:db8:85a3:8d3:1319:8a2e:370:7348')).toBe('2001:db8:85a3::*');
    expect(maskIp('2001:db8::1')).toBe('2001:db8:0::*');
    expect(maskIp('::1')).toBe('0:0:0::*');
  });

  it('shows nothing for a missing or malformed address', () => {
    expect(maskIp(undefined)).toBeNull();
    expect(maskIp('')).toBeNull();
    expect(maskIp('not-an-ip')).toBeNull();
  });
});

describe('maskAddress', () => {
  it('shows an email by its first letter and domain, a phone by its country code and last two digits', () => {
    expect(maskAddress('nadia.k@example.ae')).toBe('n***@example.ae');
    expect(maskAddress('+971501234567')).toBe('+971*******67');
    expect(maskAddress('+12345')).toBe('******');
  });
});

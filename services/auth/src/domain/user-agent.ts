import { isIPv4, isIPv6 } from 'node:net';
import UAParser from 'ua-parser-js';

/** What a session's user agent tells a member about the device: null when it tells nothing. */
export interface DeviceLabel {
  browser: string | null;
  os: string | null;
  /** A phone's or tablet's make and model, when the agent names one. */
  device?: string;
}

const joined = (...parts: (string | undefined)[]) => parts.filter(Boolean).join(' ') || null;

/**
 * "Chrome 126" on "Android 14" (a Samsung SM-S918B). Read with ua-parser-js, whose rules follow
 * new browsers and systems, rather than with hand-written patterns that would go stale.
 */
export function describeUserAgent(userAgent: string | null | undefined): DeviceLabel {
  if (!userAgent) return { browser: null, os: null };
  const { browser, os, device } = new UAParser(userAgent).getResult();
  const model =
    device.type === 'mobile' || device.type === 'tablet' ? joined(device.vendor, device.model) : null;
  return {
    browser: joined(browser.name, browser.major),
    os: joined(os.name, os.version),
    ...(model ? { device: model } : {}),
  };
}

/** The eight 16-bit groups of an IPv6 address, `::` expanded. */
function ipv6Groups(ip: string): string[] {
  const [head = '', tail] = ip.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  return [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
}

/**
 * The devices list shows the network, not the host: whoever holds one session (a shared computer,
 * a stolen token) sees it, so it must not pin down where the member is.
 */
export function maskIp(ip: string | null | undefined): string | null {
  if (!ip) return null;
  const v4 = ip.startsWith('::ffff:') && isIPv4(ip.slice(7)) ? ip.slice(7) : ip;
  if (isIPv4(v4)) return `${v4.split('.').slice(0, 3).join('.')}.*`;
  if (isIPv6(ip) && !ip.includes('.')) return `${ipv6Groups(ip.split('%')[0]!).slice(0, 3).join(':')}::*`;
  return null;
}

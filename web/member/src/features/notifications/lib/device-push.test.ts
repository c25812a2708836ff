import { describe, expect, it } from 'vitest';
import { deviceLabel, keyBytes } from './device-push';

describe('this device for push', () => {
  it('names the device by browser and system only', () => {
    expect(
      deviceLabel(
        'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
      ),
    ).toBe('Chrome · Android');
    expect(
      deviceLabel(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      ),
    ).toBe('Safari · iOS');
    expect(
      deviceLabel('Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0'),
    ).toBe('Firefox · Windows');
    expect(deviceLabel('curl/8')).toBe('');
  });

  it('reads the VAPID key from base64url into the 65 bytes the Push API takes', () => {
    const bytes = keyBytes(
      'BJRTMgwMbEiaIxcobPK2DQEeNTWVhdryw-fUTWrPNjFhRkuSzV3O3-Rq6_A2x29celaOzCCvr6cMSuQpX7AxmqU',
    );
    expect(bytes).toHaveLength(65);
    expect(bytes[0]).toBe(4);
  });
});

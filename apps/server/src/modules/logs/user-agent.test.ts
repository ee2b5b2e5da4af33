import { describe, expect, it } from 'vitest';
import { describeClient } from './user-agent';

describe('describeClient', () => {
  it.each([
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
      'Chrome 120 / Windows 10',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36 Edg/120.0.2210.91',
      'Edge 120 / Windows 10',
    ],
    ['Mozilla/5.0 (Windows NT 6.1; WOW64; rv:115.0) Gecko/20100101 Firefox/115.0', 'Firefox 115 / Windows 7'],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Safari/605.1.15',
      'Safari 17 / macOS 10.15',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.44',
      '微信 8 / iOS 17',
    ],
    [
      'Mozilla/5.0 (Linux; Android 13; V2227A) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/114.0.5735.196 Mobile Safari/537.36',
      'Chrome 114 / Android 13',
    ],
    ['Mozilla/5.0 (Windows NT 6.1; Trident/7.0; rv:11.0) like Gecko', 'IE 11 / Windows 7'],
    [
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/125.0.0.0 Safari/537.36',
      'Chrome 125 / Linux',
    ],
  ])('reads %s', (ua, expected) => {
    expect(describeClient(ua)).toBe(expected);
  });

  it('keeps the start of an agent it cannot read, and answers null without one', () => {
    expect(describeClient('lightMyRequest')).toBe('lightMyRequest');
    expect(describeClient(undefined)).toBeNull();
    expect(describeClient('')).toBeNull();
  });
});

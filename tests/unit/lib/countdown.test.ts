// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatCountdown, secondsLeft } from '../../../src/lib/countdown.ts';

describe('countdown', () => {
  const expireTime = 1_761_234_720; // epoch seconds

  it('counts whole seconds left until expireTime, reaching 0 exactly at expiry', () => {
    expect(secondsLeft(expireTime, (expireTime - 60) * 1000)).toBe(60);
    expect(secondsLeft(expireTime, (expireTime - 59.4) * 1000)).toBe(60);
    expect(secondsLeft(expireTime, (expireTime - 0.2) * 1000)).toBe(1);
    expect(secondsLeft(expireTime, expireTime * 1000)).toBe(0);
    expect(secondsLeft(expireTime, (expireTime + 30) * 1000)).toBe(0);
  });

  it('formats mm:ss', () => {
    expect(formatCountdown(59)).toBe('00:59');
    expect(formatCountdown(60)).toBe('01:00');
    expect(formatCountdown(754)).toBe('12:34');
    expect(formatCountdown(0)).toBe('00:00');
    expect(formatCountdown(-5)).toBe('00:00');
  });
});

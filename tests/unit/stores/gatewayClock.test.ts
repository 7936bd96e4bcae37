// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { GatewayClock } from '../../../src/stores/gatewayClock.ts';

function deviceAt(start: number) {
  let now = start;
  return { now: () => now, set: (ms: number) => void (now = ms) };
}

const headers = (entries: Record<string, string>) => new Headers(entries);

describe('GatewayClock', () => {
  it('reads the device clock as it is until an answer says the gateway’s time', () => {
    const device = deviceAt(1_000_000);
    expect(new GatewayClock(device).now()).toBe(1_000_000);
  });

  it('takes the latest offset an answer allows (never more time left than the gateway gives)', () => {
    const device = deviceAt(0);
    const clock = new GatewayClock(device);
    // Sent at device 1000, received at 1100; the gateway said 600_500 (ms, so up to 600_501): it is 599_400…599_501 ahead.
    clock.learnFromHeaders(headers({ 'x-gateway-time': '600500' }), 1000, 1100);
    expect(clock.offsetMs).toBe(599_501);
    device.set(2000);
    expect(clock.now()).toBe(601_501);
  });

  it('sharpens with each answer and starts again when the device clock is moved', () => {
    const clock = new GatewayClock(deviceAt(0));
    clock.learn(10_000, 1000, 0, 400); // offset in [9_600, 11_000]
    expect(clock.offsetMs).toBe(11_000);
    clock.learn(20_200, 1000, 10_000, 10_100); // [10_100, 11_200] → [10_100, 11_000]
    clock.learn(30_000, 1, 20_000, 20_050); // [9_950, 10_001] → [10_100, 10_001]: no overlap, start again
    expect(clock.offsetMs).toBe(10_001);
    clock.learn(40_000, 1, 30_000, 30_100); // [9_900, 10_001]
    expect(clock.offsetMs).toBe(10_001);
  });

  it('falls back to the Date header (whole seconds) and ignores answers without a time', () => {
    const clock = new GatewayClock(deviceAt(0));
    clock.learnFromHeaders(headers({}), 0, 10);
    expect(clock.offsetMs).toBe(0);
    clock.learnFromHeaders(headers({ date: new Date(600_000).toUTCString() }), 0, 10);
    expect(clock.offsetMs).toBe(601_000);
  });
});

import { describe, expect, it } from 'vitest';
import { browserFingerprint, SLOW_SOURCES } from '../../../src/platform/fingerprint.ts';

describe('the browser fingerprint', () => {
  it('gives the same visitor id twice, from the quick sources only, without a frame added to the page', async () => {
    const frames: string[] = [];
    const observer = new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes) if (node.nodeName === 'IFRAME') frames.push(node.nodeName);
    });
    observer.observe(document.documentElement, { childList: true, subtree: true });
    const first = await browserFingerprint();
    const second = await browserFingerprint();
    observer.disconnect();

    expect(first.visitorId).toMatch(/^[0-9a-f]{32}$/);
    expect(second.visitorId).toBe(first.visitorId);
    expect(first.sources).toEqual(
      expect.arrayContaining(['canvas', 'audio', 'webGlBasics', 'screenResolution', 'timezone']),
    );
    for (const slow of SLOW_SOURCES) expect(first.sources).not.toContain(slow);
    // FingerprintJS measures fonts in iframes: none was made.
    expect(frames).toEqual([]);
  });
});

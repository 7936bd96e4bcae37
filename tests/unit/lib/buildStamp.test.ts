// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatBuildStamp, parseBuildStamp } from '../../../src/lib/buildStamp.ts';

describe('build stamp', () => {
  it('reads 202510231552 as 2025-10-23 15:52', () => {
    expect(parseBuildStamp('202510231552')?.toISOString()).toBe('2025-10-23T15:52:00.000Z');
    expect(formatBuildStamp('202510231552')).toBe('2025-10-23 15:52');
  });

  it('rejects malformed or impossible stamps and shows them as they are', () => {
    expect(parseBuildStamp('2025102315')).toBeUndefined();
    expect(parseBuildStamp('202513231552')).toBeUndefined();
    expect(parseBuildStamp('202510232561')).toBeUndefined();
    expect(formatBuildStamp('dev')).toBe('dev');
  });
});

import { describe, expect, it, vi } from 'vitest';
import { loadOnce } from '../../../src/lib/loadOnce.ts';

describe('loadOnce', () => {
  it('gives every caller the one load and its result', async () => {
    const load = vi.fn(async () => ({ chunk: 'picker' }));
    const loadPicker = loadOnce(load);
    const [first, second] = await Promise.all([loadPicker(), loadPicker()]);
    expect(await loadPicker()).toBe(first);
    expect(second).toBe(first);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed load, and keeps the load that succeeded', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue('catalogue');
    const loadCatalogue = loadOnce(load);
    await expect(loadCatalogue()).rejects.toThrow('Failed to fetch');
    expect(await loadCatalogue()).toBe('catalogue');
    expect(await loadCatalogue()).toBe('catalogue');
    expect(load).toHaveBeenCalledTimes(2);
  });
});

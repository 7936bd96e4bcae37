// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { partnerIdFor } from '../../../src/shell/partnerId.ts';
import { createMemoryStorage } from '../../../src/stores/memoryStorage.ts';

describe('partnerIdFor', () => {
  it('takes the partnerId query parameter and remembers it', () => {
    const local = createMemoryStorage();
    expect(partnerIdFor('?partnerId=aurora&x=1', local)).toBe('aurora');
    expect(local.getItem('partnerId')).toBe('aurora');
  });

  it('falls back to the remembered partner, then to none', () => {
    expect(partnerIdFor('', createMemoryStorage({ partnerId: 'aurora' }))).toBe('aurora');
    expect(partnerIdFor('?partnerId=', createMemoryStorage())).toBeUndefined();
  });
});

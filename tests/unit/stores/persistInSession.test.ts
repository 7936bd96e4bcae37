// @vitest-environment node
import { makeAutoObservable } from 'mobx';
import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../../../src/stores/memoryStorage.ts';
import { persistInSession } from '../../../src/stores/persistInSession.ts';

class CheckoutDraft {
  address = '';
  offer: { offerType: string; name: string } | undefined = undefined;
  /** Not listed: must not be saved or restored. */
  loading = false;
  constructor() {
    makeAutoObservable(this);
  }
  setAddress(address: string) {
    this.address = address;
  }
  chooseOffer(offerType: string, name: string) {
    this.offer = { offerType, name };
  }
}

describe('persistInSession', () => {
  it('saves the listed fields on every change and restores them after a reload', () => {
    const session = createMemoryStorage();
    const before = new CheckoutDraft();
    const dispose = persistInSession(before, 'checkout', ['address', 'offer'], session);
    before.setAddress('bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh');
    before.chooseOffer('alchemy', 'Alchemy Pay');
    before.loading = true;
    dispose();

    const afterReload = new CheckoutDraft();
    persistInSession(afterReload, 'checkout', ['address', 'offer'], session);
    expect(afterReload.address).toBe('bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh');
    expect(afterReload.offer).toEqual({ offerType: 'alchemy', name: 'Alchemy Pay' });
    expect(afterReload.loading).toBe(false);
  });

  it('stops saving once disposed', () => {
    const session = createMemoryStorage();
    const draft = new CheckoutDraft();
    const dispose = persistInSession(draft, 'checkout', ['address'], session);
    draft.setAddress('first');
    dispose();
    draft.setAddress('second');
    expect(JSON.parse(session.getItem('checkout') ?? '')).toEqual({ address: 'first' });
  });

  it('drops a corrupt saved value and starts from the defaults', () => {
    const session = createMemoryStorage({ checkout: '{not json' });
    const draft = new CheckoutDraft();
    persistInSession(draft, 'checkout', ['address'], session);
    expect(draft.address).toBe('');
    expect(session.getItem('checkout')).toBeNull();
  });
});

// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { UiStore } from '../../../src/stores/UiStore.ts';

describe('UiStore', () => {
  it('shows toasts at the bottom for 2000 ms unless told otherwise, and dismisses them by id', () => {
    const ui = new UiStore();
    const first = ui.showToast('Log out');
    const second = ui.showToast('Failed to delete', { severity: 'error', duration: 5000, position: 'top' });
    expect(ui.toasts).toEqual([
      { id: first, message: 'Log out', severity: 'info', duration: 2000, position: 'bottom' },
      { id: second, message: 'Failed to delete', severity: 'error', duration: 5000, position: 'top' },
    ]);
    ui.dismissToast(first);
    expect(ui.toasts.map((toast) => toast.message)).toEqual(['Failed to delete']);
  });

  it('does not stack the same message twice while it is on screen', () => {
    const ui = new UiStore();
    const id = ui.showToast('Login expired, please log in again');
    expect(ui.showToast('Login expired, please log in again')).toBe(id);
    expect(ui.toasts).toHaveLength(1);
  });

  it('keeps a catalogue message as its id and values, for the view to translate, and does not stack it twice', () => {
    const ui = new UiStore();
    const id = ui.showToast({ id: 'cards.list.deleted' }, { severity: 'success' });
    expect(ui.showToast({ id: 'cards.list.deleted' }, { severity: 'success' })).toBe(id);
    expect(ui.showToast({ id: 'cards.list.deleted', values: { n: 1 } })).not.toBe(id);
    expect(ui.showToast('cards.list.deleted')).not.toBe(id);
    expect(ui.toasts[0]).toEqual({
      id,
      message: { id: 'cards.list.deleted' },
      severity: 'success',
      duration: 2000,
      position: 'bottom',
    });
  });

  it('opens and closes one popup at a time', () => {
    const ui = new UiStore();
    ui.openPopup('logout');
    expect(ui.popup).toBe('logout');
    ui.openPopup('deleteCard');
    expect(ui.popup).toBe('deleteCard');
    ui.closePopup();
    expect(ui.popup).toBeUndefined();
  });
});

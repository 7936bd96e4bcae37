// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../../../src/stores/memoryStorage.ts';
import { LOGIN_TARGET_KEY, USER_INFO_KEY, UserInfoStore } from '../../../src/stores/UserInfoStore.ts';
import { createFakeClock } from '../support/fakeNavigator.ts';

const nowMs = Date.UTC(2025, 9, 23, 12, 0, 0);
const inOneHour = nowMs / 1000 + 3600;

describe('UserInfoStore', () => {
  it('is logged in with a token until expTime (epoch seconds), then not', () => {
    const clock = createFakeClock(nowMs);
    const store = new UserInfoStore({ clock, local: createMemoryStorage() });
    expect(store.isLoggedIn).toBe(false);
    store.setUserInfo({ authToken: 'tok', expTime: inOneHour, kyc_level: 1 });
    expect(store.isLoggedIn).toBe(true);
    clock.advance(3600 * 1000 - 1);
    expect(store.isLoggedIn).toBe(true);
    clock.advance(1);
    expect(store.isLoggedIn).toBe(false);
  });

  it('keeps the user info in local storage under userInfo, and reads it back on the next visit', () => {
    const local = createMemoryStorage();
    const clock = createFakeClock(nowMs);
    new UserInfoStore({ clock, local }).setUserInfo({ authToken: 'tok', expTime: inOneHour, kyc_level: 2 });
    expect(JSON.parse(local.getItem(USER_INFO_KEY) ?? '')).toEqual({
      authToken: 'tok',
      expTime: inOneHour,
      kyc_level: 2,
    });

    const nextVisit = new UserInfoStore({ clock, local });
    expect(nextVisit.authToken).toBe('tok');
    expect(nextVisit.kycLevel).toBe(2);
    expect(nextVisit.isLoggedIn).toBe(true);
  });

  it('forgets everything on clear, also in storage', () => {
    const local = createMemoryStorage();
    const store = new UserInfoStore({ clock: createFakeClock(nowMs), local });
    store.setUserInfo({ authToken: 'tok', expTime: inOneHour, kyc_level: 1 });
    store.clear();
    expect(store.isLoggedIn).toBe(false);
    expect(store.authToken).toBeUndefined();
    expect(store.kycLevel).toBe(0);
    expect(local.getItem(USER_INFO_KEY)).toBeNull();
  });

  it('ignores stored user info that is not valid JSON or lacks a token', () => {
    const clock = createFakeClock(nowMs);
    expect(
      new UserInfoStore({ clock, local: createMemoryStorage({ [USER_INFO_KEY]: '{oops' }) }).isLoggedIn,
    ).toBe(false);
    expect(
      new UserInfoStore({ clock, local: createMemoryStorage({ [USER_INFO_KEY]: '{"expTime":1}' }) })
        .authToken,
    ).toBeUndefined();
  });

  it('remembers the login target under loginSuccessUrl until it is consumed', () => {
    const local = createMemoryStorage();
    const store = new UserInfoStore({ clock: createFakeClock(nowMs), local });
    store.loginTarget = '/my-orders?page=2';
    expect(local.getItem(LOGIN_TARGET_KEY)).toBe('/my-orders?page=2');
    expect(store.consumeLoginTarget()).toBe('/my-orders?page=2');
    expect(store.loginTarget).toBeUndefined();
  });

  it('remembers the page an explicit Log Out happened on until another page is shown, and forgets it on a login', () => {
    const local = createMemoryStorage();
    const store = new UserInfoStore({ clock: { now: () => 0 }, local });
    store.setUserInfo({ authToken: 't', expTime: 10, kyc_level: 1 });
    store.clearOnLogout('/settings');
    expect(store.isLoggedIn).toBe(false);
    expect(local.getItem(USER_INFO_KEY)).toBeNull();
    expect(store.loggedOutOn).toBe('/settings');
    store.pageShown('/settings');
    expect(store.loggedOutOn).toBe('/settings');
    store.pageShown('/edit');
    expect(store.loggedOutOn).toBeUndefined();

    store.clearOnLogout('/cards');
    store.setUserInfo({ authToken: 't2', expTime: 10 });
    expect(store.loggedOutOn).toBeUndefined();
  });
});

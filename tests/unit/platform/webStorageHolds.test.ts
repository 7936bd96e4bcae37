import { describe, expect, it } from 'vitest';
import { TRACKING_ITEMS, VISITOR_ID_KEY } from '../../../src/platform/tracking.ts';
import { PREV_PATH_KEY } from '../../../src/routes/backArrow.ts';
import { SENT_EVENTS_KEY } from '../../../src/platform/trackingEvents.ts';
import { webStorageHoldsOnly } from '../../../src/platform/webStorageHolds.ts';
import { storageWith } from '../support/webStorageWith.ts';

const page = (local: string[], session: string[] = []) =>
  ({ localStorage: storageWith(local), sessionStorage: storageWith(session) }) as unknown as Window;

describe('webStorageHoldsOnly', () => {
  it("holds only tracking's items on a first visit and on a later one that kept its visitor id and events", () => {
    expect(webStorageHoldsOnly(page([]), TRACKING_ITEMS)).toBe(true);
    expect(webStorageHoldsOnly(page([VISITOR_ID_KEY], [SENT_EVENTS_KEY]), TRACKING_ITEMS)).toBe(true);
  });

  it('does not with a login, or the page the buyer came from (which the back arrow reads), in either storage', () => {
    expect(webStorageHoldsOnly(page([VISITOR_ID_KEY, 'userInfo']), TRACKING_ITEMS)).toBe(false);
    expect(webStorageHoldsOnly(page([VISITOR_ID_KEY], [PREV_PATH_KEY]), TRACKING_ITEMS)).toBe(false);
  });

  it('does not when storage cannot be read (blocked cookies and site data)', () => {
    const blocked = {
      get localStorage(): Storage {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    } as unknown as Window;
    expect(webStorageHoldsOnly(blocked, TRACKING_ITEMS)).toBe(false);
  });
});

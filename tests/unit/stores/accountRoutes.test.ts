import { describe, expect, it } from 'vitest';
import { routeNamed } from '../../../src/routes/registry.ts';
import { AccountRoutes } from '../../../src/stores/AccountStore.ts';
import { SavedCardsRoutes } from '../../../src/stores/cards/SavedCardsStore.ts';

/** Stores navigate by route name; the registry (which stores may not import) is the one source of each path. */
describe('the routes Settings and Saved cards lead to', () => {
  it.each(Object.entries({ ...AccountRoutes, ...SavedCardsRoutes }))('%s is the registry’s path %s', (name, path) => {
    expect(routeNamed(name).path).toBe(path);
  });
});

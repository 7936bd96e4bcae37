// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { reactRouterProductionBuild } from '../../../scripts/reactRouterProduction.ts';
import { bundleEntry } from '../support/bundleEntry.ts';

/** A module that uses what the app's shell uses of react-router, bundled with or without the plugin. */
const bundle = (withPlugin: boolean) =>
  bundleEntry(
    `import { useHref, useLinkClickHandler, useRoutes } from 'react-router-dom';
     export const used = [useHref, useLinkClickHandler, useRoutes];`,
    { plugins: withPlugin ? [reactRouterProductionBuild()] : [] },
  );

/** What the app does not use of react-router, by the names its production chunk gives them. */
const UNUSED = ['NavLinkWithRef', 'LinkWithRef', 'useSubmit'];

describe('reactRouterProductionBuild', () => {
  it("leaves react-router's unused components (NavLink, Form, Link) out of the bundle", async () => {
    const [without, withPlugin] = await Promise.all([bundle(false), bundle(true)]);
    // The bundle without the plugin shows what the test looks for is there to be removed.
    for (const name of UNUSED) expect(without).toContain(name);
    for (const name of UNUSED) expect(withPlugin).not.toContain(name);
    expect(withPlugin).toContain('function useLinkClickHandler');
  });
});

// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { build, type Plugin, type Rolldown } from 'vite';
import { reactRouterProductionBuild } from '../../../scripts/reactRouterProduction.ts';

const ENTRY = 'virtual:router-user';

/** Bundles a module that uses what the app's shell uses of react-router, with or without the plugin. */
async function bundle(withPlugin: boolean): Promise<string> {
  const entry: Plugin = {
    name: 'entry',
    resolveId: (id) => (id === ENTRY ? `\0${ENTRY}` : null),
    load: (id) =>
      id === `\0${ENTRY}`
        ? `import { useHref, useLinkClickHandler, useRoutes } from 'react-router-dom';
           export const used = [useHref, useLinkClickHandler, useRoutes];`
        : null,
  };
  const output = (await build({
    configFile: false,
    logLevel: 'silent',
    plugins: [entry, ...(withPlugin ? [reactRouterProductionBuild()] : [])],
    build: {
      write: false,
      minify: false,
      rolldownOptions: { input: ENTRY, external: ['react', 'react-dom'], preserveEntrySignatures: 'strict' },
    },
  })) as Rolldown.RolldownOutput;
  return output.output.map((file) => ('code' in file ? file.code : '')).join('\n');
}

describe('reactRouterProductionBuild', () => {
  it("leaves react-router's unused components (NavLink, Form, Link) out of the bundle", async () => {
    const [without, withPlugin] = await Promise.all([bundle(false), bundle(true)]);
    // The bundle without the plugin shows what the test looks for is there to be removed.
    for (const name of ['NavLinkWithRef', 'LinkWithRef', 'useSubmit']) expect(without).toContain(name);
    for (const name of ['NavLinkWithRef', 'LinkWithRef', 'useSubmit']) expect(withPlugin).not.toContain(name);
    expect(withPlugin).toContain('function useLinkClickHandler');
  });
});

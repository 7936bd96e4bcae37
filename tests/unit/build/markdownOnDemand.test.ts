// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  markdownImportedAs,
  markdownOnDemand,
  MARKDOWN_ON_DEMAND,
} from '../../../scripts/markdownOnDemand.ts';
import { bundleChunks } from '../support/bundleEntry.ts';

/** RJSF's description, as its form draws it for every field that has one. */
const bundle = (withPlugin: boolean) =>
  bundleChunks(
    `import RichDescription from '@rjsf/core/lib/components/RichDescription.js';
     export const used = RichDescription;`,
    { plugins: withPlugin ? [markdownOnDemand()] : [] },
  );

/** A string of markdown-to-jsx's own (its parser's block quotes), which its minified build keeps. */
const PARSER = '"blockquote"';

describe('markdownOnDemand', () => {
  it("leaves markdown-to-jsx's parser out of the code that imports RJSF, in a chunk loaded on demand", async () => {
    const [without, withPlugin] = await Promise.all([bundle(false), bundle(true)]);
    const entryOf = (chunks: typeof without) => chunks.find((chunk) => chunk.isEntry)!;
    // Without the plugin the parser is in the entry: what the test looks for is there to be moved.
    expect(entryOf(without).code).toContain(PARSER);
    expect(entryOf(withPlugin).code).not.toContain(PARSER);
    const parser = withPlugin.filter((chunk) => chunk.code.includes(PARSER));
    expect(parser.map((chunk) => entryOf(withPlugin).dynamicImports.includes(chunk.fileName))).toEqual([
      true,
    ]);
  });

  it("redirects RJSF's core only: our module's own import of the library resolves as usual", () => {
    const rjsf = '/app/node_modules/@rjsf/core/lib/components/RichHelp.js';
    expect(markdownImportedAs('markdown-to-jsx/react', rjsf)).toBe(MARKDOWN_ON_DEMAND);
    expect(markdownImportedAs('markdown-to-jsx/react', MARKDOWN_ON_DEMAND)).toBeNull();
    expect(markdownImportedAs('markdown-to-jsx', rjsf)).toBeNull();
  });
});

import { lazy, Suspense, type ComponentProps } from 'react';
import type { Markdown as Parsed } from 'markdown-to-jsx/react';

const ParsedMarkdown = lazy(() =>
  import('markdown-to-jsx/react').then((module) => ({ default: module.Markdown })),
);

/**
 * markdown-to-jsx's Markdown with its parser fetched the first time one is drawn: what RJSF's core gets
 * instead of the library itself (scripts/partsOnDemand.ts). Until it arrives, the text shows as written.
 */
export function Markdown(props: ComponentProps<typeof Parsed>) {
  return (
    <Suspense fallback={props.children}>
      <ParsedMarkdown {...props} />
    </Suspense>
  );
}

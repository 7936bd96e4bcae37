import { lazy, Suspense, type ComponentProps } from 'react';
import type { Markdown as Parsed } from 'markdown-to-jsx/react';

const ParsedMarkdown = lazy(() =>
  import('markdown-to-jsx/react').then((module) => ({ default: module.Markdown })),
);

/**
 * markdown-to-jsx's Markdown with its parser fetched the first time one is drawn: what RJSF's core gets
 * instead of the library itself (scripts/markdownOnDemand.ts). RJSF draws Markdown only for a description
 * or help a ui schema marks as Markdown (none of ours does), an uploaded file's line and its own
 * configuration errors; the parser was 86 KB of the form screens' code. Until it arrives, the text shows
 * as written.
 */
export function Markdown(props: ComponentProps<typeof Parsed>) {
  return (
    <Suspense fallback={props.children}>
      <ParsedMarkdown {...props} />
    </Suspense>
  );
}

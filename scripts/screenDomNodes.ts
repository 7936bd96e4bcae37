/**
 * The DOM-node limit of a screen (issue 12: CI fails when a screen passes 800), as the built Storybook's
 * check (scripts/check-storybook.ts) applies it to each story once it has played.
 */

/** Stories of screens: their ids start with this (stories/screens/*, titled "Screens/…"). */
export const SCREEN_STORY_PREFIX = 'screens-';
/** A screen may have at most this many DOM nodes. */
export const SCREEN_DOM_NODE_LIMIT = 800;

export const isScreenStory = (storyId: string) => storyId.startsWith(SCREEN_STORY_PREFIX);

/** Why a story fails the limit, or undefined: only screens are held to it, and a screen must be counted. */
export function domNodeFailure(storyId: string, domNodes: number | null): string | undefined {
  if (!isScreenStory(storyId)) return undefined;
  if (domNodes === null) return 'DOM nodes not counted: no #storybook-root';
  if (domNodes > SCREEN_DOM_NODE_LIMIT)
    return `${domNodes} DOM nodes, over the ${SCREEN_DOM_NODE_LIMIT} a screen may have (virtualise long lists, render hidden parts only when shown)`;
  return undefined;
}

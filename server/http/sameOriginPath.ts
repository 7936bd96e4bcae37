/** An origin nothing resolves to: a path that stays on it stays on any origin. */
const PROBE = 'http://probe.invalid';

/**
 * The path (with query and fragment) of `candidate` when it leads to a page of `ownOrigin`, else undefined.
 * The WHATWG URL parser resolves it exactly as a browser would follow it (tabs and newlines dropped,
 * backslashes read as slashes, dot segments removed), and the result is compared by origin. The path
 * returned is checked once more on its own, because a same-origin URL can still have a path that a
 * browser reads as another host: `/.//evil.example/x` normalises to the path `//evil.example/x`.
 */
export function sameOriginPath(candidate: string | undefined, ownOrigin: string): string | undefined {
  const value = candidate?.trim();
  if (!value) return undefined;
  const own = URL.parse(ownOrigin)?.origin;
  const resolved = URL.parse(value, ownOrigin);
  if (!own || own === 'null' || resolved?.origin !== own) return undefined;
  const path = `${resolved.pathname}${resolved.search}${resolved.hash}`;
  return URL.parse(path, PROBE)?.origin === PROBE ? path : undefined;
}

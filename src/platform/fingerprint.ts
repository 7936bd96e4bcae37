/**
 * FingerprintJS's entropy sources left out of the visitor id. Each is one long task on a slow phone (at 4×
 * CPU: the installed fonts measured in an iframe 250–450 ms, the font preferences in another 100–175 ms, the
 * WebGL extension list 135–230 ms), and the id is computed just after the first quote, when the buyer starts
 * typing. The rest (canvas, audio, WebGL renderer, screen, hardware, languages, time zone…) still tell
 * browsers apart, and the id is kept in local storage once computed.
 */
export const SLOW_SOURCES = ['fonts', 'fontPreferences', 'webGlExtensions'] as const;

/**
 * The browser's visitor id: FingerprintJS's hash of its built-in sources but the slow ones (its own `load()`
 * and `get()` with an exclusion list, through the exports it offers for that), and the sources it came from.
 * The library is a chunk of its own, loaded here. No call to FingerprintJS's servers: that is `load()`'s
 * monitoring, not used (and connect-src 'self' would refuse it).
 */
export async function browserFingerprint(): Promise<{ visitorId: string; sources: string[] }> {
  const { sources, loadSources, hashComponents } = await import('@fingerprintjs/fingerprintjs');
  const components = await loadSources(sources, { cache: {}, debug: false }, SLOW_SOURCES)();
  return { visitorId: hashComponents(components), sources: Object.keys(components) };
}

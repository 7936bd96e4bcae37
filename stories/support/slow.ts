/**
 * Wait options for a story's first look: the screen's chunk and the schema form's (RJSF + ajv) load lazily,
 * which takes seconds on a busy 2-core machine the first time a run needs them.
 */
export const SLOW = { timeout: 20_000 };

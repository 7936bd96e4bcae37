/**
 * Endpoints of the map (schemas/api) declared with method 'GET'. The browser bundle does not load the
 * typebox schemas, so the Api reads this list instead; a unit test keeps it in step with the map.
 */
export const GET_ENDPOINTS: ReadonlySet<string> = new Set(['country']);

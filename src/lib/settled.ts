/**
 * A value as an already settled promise: its `then` calls back at once. React.lazy given one reads the
 * component in the same render; given a real promise, even a resolved one, it learns so a microtask later,
 * and the Suspense boundary shows its fallback first (and holds the content back up to 300 ms).
 */
export const settled = <T>(value: T) =>
  ({ then: (resolve: (value: T) => void) => resolve(value) }) as Promise<T>;

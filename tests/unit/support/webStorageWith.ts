/** Web storage holding items under these keys: what a test of which items are stored reads (length, key). */
export const storageWith = (keys: string[]) => ({
  length: keys.length,
  key: (index: number) => keys[index] ?? null,
});

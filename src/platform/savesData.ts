/** The buyer asked the browser to save data (Save-Data, Chromium's Lite mode): nothing is fetched ahead. */
export function savesData(): boolean {
  const connection = (navigator as { connection?: { saveData?: boolean } }).connection;
  return connection?.saveData === true;
}

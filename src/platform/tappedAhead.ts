/**
 * A button the buyer tapped on the page rendered ahead (scripts/prerender.ts) before the app's code had come:
 * the browser focused it, and nothing answered. Still focused once the app has taken the page over (the buyer
 * has tapped nothing else since), it is pressed then, as the buyer asked. A button reached with the keyboard
 * (focus-visible) was only passed through, and is left alone.
 */
export function pressTappedAhead(page: HTMLElement): void {
  const tapped = page.ownerDocument.activeElement;
  if (
    tapped instanceof HTMLButtonElement &&
    page.contains(tapped) &&
    !tapped.disabled &&
    !tapped.matches(':focus-visible')
  )
    tapped.click();
}

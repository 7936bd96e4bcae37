/**
 * Has the browser load its locale data for the page's language while the app's code is still on its way,
 * in idle time. The first use of Intl on a page pays for it: 40–70 ms at 4× CPU slowdown. The app's boot
 * would pay it before its first render (react-intl checks the locale against Intl.NumberFormat's and
 * Intl.DateTimeFormat's data), on the way to the first quote; done here, that check takes under a millisecond.
 * Nothing is done without idle callbacks (Safari): the boot then pays as before. Not idle.ts's onIdle, whose
 * time-out would run it anyway: the first screen's script shares no module with the app (scripts/prerender.ts).
 */
export function warmLocaleData(page: Window): void {
  const locale = page.document.documentElement.lang;
  if (!locale || typeof page.requestIdleCallback !== 'function') return;
  page.requestIdleCallback(() => {
    try {
      Intl.NumberFormat.supportedLocalesOf(locale);
      Intl.DateTimeFormat.supportedLocalesOf(locale);
    } catch {
      // A language tag the browser refuses: the app's boot says so.
    }
  });
}

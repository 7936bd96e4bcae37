/**
 * The pre-rendered first screen's own script, a bundle apart from the app's (it shares no code with it): what
 * the app's boot needs that can be done while its code is still on its way.
 */
import { askFirstRequests } from './api/askFirstRequests.ts';
import { afterFirstPaint } from './platform/afterFirstPaint.ts';
import { warmLocaleData } from './platform/warmLocaleData.ts';

askFirstRequests(window);
// Not before the first paint: the page may be idle then too, waiting for its first frame, which the work would
// hold back.
afterFirstPaint(window, () => warmLocaleData(window));

/**
 * The pre-rendered first screen's own script, a bundle apart from the app's (it shares no code with it): what
 * the app's boot needs that can be done while its code is still on its way.
 */
import { askFirstRequests } from './api/askFirstRequests.ts';
import { warmLocaleData } from './platform/warmLocaleData.ts';

askFirstRequests(window);
warmLocaleData(window);

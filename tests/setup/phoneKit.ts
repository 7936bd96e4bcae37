/**
 * Every test project starts with the phone helpers loaded, as the app has them once a screen with a phone
 * field has loaded its code (src/forms/phoneKit.ts): a form rendered without a Suspense around it then shows
 * at once. The built Storybook and the e2e load them as the app does.
 */
import { loadPhoneKit } from '../../src/forms/phoneKit.ts';

await loadPhoneKit();

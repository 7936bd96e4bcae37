/**
 * How long findBy and waitFor wait in the browser project. A part the app loads on demand (a screen, the schema
 * form, MUI's slider and ripple) is a module the test server transforms on first request, which takes seconds
 * when the whole suite shares CI's two cores: Testing Library's 1 s was too short for the ripple's test, then
 * failed CI on the slider's. A wait that bounds what the buyer sees (a toast's duration) names its own.
 */
import { configure } from '@testing-library/react';

configure({ asyncUtilTimeout: 10_000 });

// @vitest-environment node
import { demoLangMessages } from '../../../src/screens/DemoLang/DemoLang.messages.ts';
import { redirectMessages } from '../../../src/screens/Redirect/Redirect.messages.ts';
import { describeMessageGroups } from '../support/messageCatalogue.ts';

/** Redirect's and Demo Lang's own messages: the code's English is the catalogue's, zh-CN translates it. */
describeMessageGroups({ redirect: redirectMessages, demoLang: demoLangMessages });

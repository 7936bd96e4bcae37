import fs from 'node:fs';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import {
  type FirstRequest,
  LINK_TOKEN_MARK,
  PAGE_ANSWERS_ID,
  type PageAnswer,
} from '../../src/lib/pageRequests.ts';
import {
  beforeEntry,
  dataElement,
  firstScreenPageFile,
  namesEntry,
  PAGE_REQUESTS_FILE,
  type PageRequests,
  type WidgetPage,
} from '../../src/lib/firstScreenPages.ts';
import { readBuildList } from './buildLists.ts';

/** Widget V2's page in a language, with its first requests answered in it for the link's token. */
export type AnsweredPage = (
  request: FastifyRequest,
  locale: string,
  token: string,
) => Promise<string | undefined>;

const withToken = (asked: FirstRequest, token: string): FirstRequest => ({
  ...asked,
  url: asked.url.replaceAll(LINK_TOKEN_MARK, token),
  body: asked.body?.replaceAll(LINK_TOKEN_MARK, token),
});

/**
 * A widget's page with the requests the app asks at its boot already answered in it (PAGE_ANSWERS_ID): Widget
 * V2's token info, which its header and its largest paint (the token's icon) are drawn from. The app takes
 * these answers as it would its own (src/api/firstAnswers.ts): its first render draws the token, instead of
 * asking once its code has run and waiting a round trip more behind the page's scripts.
 *
 * The gateway asks itself each request the build recorded (PAGE_REQUESTS_FILE, the link's token in place of
 * LINK_TOKEN_MARK; the token is a symbol, letters, digits and '_') as the app would, from the buyer's address:
 * the same validation, language and rate limit. Undefined with a build from before the file; a failure to
 * answer leaves the page as built, and the app asks for itself.
 */
export function answeredPage(distDir: string, page: WidgetPage): AnsweredPage | undefined {
  const requests = readBuildList<PageRequests>(distDir, PAGE_REQUESTS_FILE, {})[page];
  if (!requests) return undefined;
  const pages = new Map(
    Object.keys(requests).map((locale) => [
      locale,
      fs.readFileSync(path.join(distDir, firstScreenPageFile(page, locale)), 'utf8'),
    ]),
  );
  for (const [locale, built] of pages)
    if (!namesEntry(built)) throw new Error(`${firstScreenPageFile(page, locale)} names no entry script`);
  return async (request, locale, token) => {
    const built = pages.get(locale);
    if (built === undefined) return undefined;
    try {
      const answers = await Promise.all(
        (requests[locale] ?? []).map(async (recorded): Promise<PageAnswer> => {
          const asked = withToken(recorded, token);
          const answer = await request.server.inject({
            method: asked.method as 'GET' | 'POST',
            url: asked.url,
            headers: asked.headers,
            payload: asked.body,
            remoteAddress: request.ip,
          });
          return { ...asked, status: answer.statusCode, answer: answer.body };
        }),
      );
      return beforeEntry(built, dataElement(PAGE_ANSWERS_ID, answers));
    } catch (error) {
      request.log.warn({ reason: (error as Error).message }, `${page}'s page sent unanswered`);
      return built;
    }
  };
}

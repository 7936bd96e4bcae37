import fs from 'node:fs';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { contentSecurityPolicy } from '../http/csp.ts';
import { html } from '../http/html.ts';

/** The embedding kit's example host page (README "Embedding the widgets") and its script. */
export const EMBED_EXAMPLE_PATH = '/embed-example';
export const EMBED_EXAMPLE_SCRIPT_PATH = '/embed-example.js';
/** The partner the page embeds the widgets for when the link names none (theme/partners/demo.json). */
export const EMBED_EXAMPLE_PARTNER = 'demo';

const SCRIPT = fs.readFileSync(new URL('./embedExample/embedExample.js', import.meta.url), 'utf8');

/**
 * The widgets' origin: PUBLIC_ORIGIN when set, else this page's own host with localhost and 127.0.0.1
 * swapped, so that `npm start`'s http://localhost:8080/embed-example (a demo partner origin) embeds the
 * widgets from http://127.0.0.1:8080: a partner's page and the app on two origins, as in production.
 */
export function widgetOriginFor(
  request: Pick<FastifyRequest, 'protocol' | 'host'>,
  publicOrigin?: string,
): string {
  if (publicOrigin) return new URL(publicOrigin).origin;
  const own = new URL(`${request.protocol}://${request.host}`);
  if (own.hostname === 'localhost') own.hostname = '127.0.0.1';
  else if (own.hostname === '127.0.0.1') own.hostname = 'localhost';
  return own.origin;
}

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** The app's CSP, with the widgets' origin as the one other origin this page may frame. */
function pagePolicy(widgetOrigin: string): string {
  const directives: Record<string, string[] | null> = {
    ...contentSecurityPolicy,
    frameSrc: ["'self'", widgetOrigin],
  };
  return Object.entries(directives)
    .flatMap(([name, values]) => (values === null ? [] : [`${kebab(name)} ${values.join(' ')}`]))
    .join(';');
}

function page(widgetOrigin: string, partnerId: string): string {
  const src = (route: string) => `${widgetOrigin}${route}?partnerId=${encodeURIComponent(partnerId)}`;
  return html`<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Embedding example</title>
    <style>
      body { font-family: system-ui, sans-serif; margin: 0 auto; max-width: 1100px; padding: 16px; color: #1f2937; }
      .widgets { display: flex; flex-wrap: wrap; gap: 16px; }
      .widgets section { flex: 1 1 360px; }
      iframe { width: 100%; height: 640px; border: 1px solid #d1d5db; border-radius: 12px; }
      form { display: flex; flex-wrap: wrap; gap: 8px; align-items: end; margin: 16px 0; }
      label { display: flex; flex-direction: column; font-size: 14px; gap: 4px; }
      input, select, button { font: inherit; padding: 6px 8px; }
      #events { font-family: ui-monospace, monospace; font-size: 13px; }
      #events li { padding: 4px 0; border-bottom: 1px solid #e5e7eb; word-break: break-all; }
    </style>
  </head>
  <body data-widget-origin="${widgetOrigin}" data-partner-id="${partnerId}">
    <h1>Embedding example</h1>
    <p>
      A partner's page (partner <code>${partnerId}</code>) embedding both widgets from
      <code>${widgetOrigin}</code>. The events they post are listed below as they arrive; the form sends the
      one message a host page may send. Copy <code>src/embed/events.ts</code> for the types.
    </p>
    <div class="widgets">
      <section>
        <h2>Widget v1 (/buy-v1)</h2>
        <iframe id="widget-buy-v1" title="Widget v1" src="${src('/buy-v1')}"></iframe>
      </section>
      <section>
        <h2>Widget (/buy)</h2>
        <iframe id="widget-buy" title="Widget" src="${src('/buy')}"></iframe>
      </section>
    </div>
    <h2>Set message</h2>
    <form id="set-form">
      <label>Widget
        <select name="widget"><option value="widget-buy-v1">Widget v1</option><option value="widget-buy">Widget</option></select>
      </label>
      <label>Amount <input name="amount" inputmode="decimal" placeholder="250" /></label>
      <label>Currency <input name="currency" placeholder="ETH" /></label>
      <label>Address <input name="address" placeholder="0x…" /></label>
      <button type="submit">Send set message</button>
    </form>
    <h2>Events</h2>
    <ol id="events" aria-live="polite"></ol>
    <script type="module" src="${EMBED_EXAMPLE_SCRIPT_PATH}"></script>
  </body>
</html>
`.html;
}

/**
 * GET /embed-example: the partner's starting point, a page that embeds /buy-v1 and /buy in iframes and shows
 * their events as they arrive (`?partnerId=` picks the partner, default demo). Served under the app's CSP, its
 * one script from this origin (no inline script); it may frame the widgets' origin and nothing else.
 */
export async function embedExampleRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: { partnerId?: string } }>(
    EMBED_EXAMPLE_PATH,
    { helmet: false },
    async (request, reply) => {
      const asked = request.query.partnerId ?? '';
      const partnerId = /^[A-Za-z0-9_-]{1,40}$/.test(asked) ? asked : EMBED_EXAMPLE_PARTNER;
      const widgetOrigin = widgetOriginFor(request, app.config.publicOrigin);
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .header('content-security-policy', pagePolicy(widgetOrigin))
        .header('x-content-type-options', 'nosniff')
        .header('referrer-policy', 'strict-origin-when-cross-origin')
        .header('x-frame-options', 'SAMEORIGIN')
        .send(page(widgetOrigin, partnerId));
    },
  );
  app.get(EMBED_EXAMPLE_SCRIPT_PATH, async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(SCRIPT),
  );
}

/**
 * Opens every story of the built Storybook the way a designer does (iframe.html?id=<story>, served from
 * storybook-static on a loopback port, in Debian's Chromium) and fails on what the Interactions and
 * Accessibility panels would show red:
 *
 * - a play function that throws (`playFunctionThrewException`), a story that errors (`storyErrored`,
 *   `storyThrewException`, `storyMissing`) or unhandled errors while playing (`unhandledErrorsWhilePlaying`),
 *   all heard on the preview's channel;
 * - accessibility violations: addon-a11y runs axe after each story (its afterEach hook) and hands the
 *   result to the `storyFinished` event's reporters (`{ type: 'a11y', status, result }`); a story without
 *   that report counts as failed, since nothing was measured;
 * - an uncaught page error or a console error while the story is open;
 * - a story that does not finish within the per-story timeout;
 * - a screen (a story whose id starts with `screens-`) with more than 800 DOM nodes once its play function
 *   and the accessibility check are done: the elements in the story's root and in the portals it opened
 *   on the body (dialogs, drawers, menus), Storybook's own elements not counted. The summary line names
 *   the largest screen.
 * - a screenshot that differs from its committed baseline (stories/__baselines__/<story id>.png, or
 *   <story id>@<mode>.png per Chromatic mode): taken
 *   once the story has played and passed its accessibility check, of the frame from its top as tall as
 *   the page (up to 3000 px; portals included), CSS animations finished, the caret hidden, countdowns
 *   (role="timer") painted over and toasts (.MuiSnackbar-root) hidden; equal bytes match at once, others are
 *   compared with pixelmatch
 *   (anti-aliasing ignored), one changed pixel fails. The baseline, the screenshot and the difference are
 *   kept in storybook-diffs/. A story without a baseline fails, and so does a baseline no story takes.
 *   `--update` (`npm run stories:accept`) takes the screenshots as the new baselines instead and removes
 *   the stale ones; `--no-screenshots` compares nothing.
 *
 * A story that lists Chromatic modes (`parameters.chromatic.modes`, .storybook/modes.ts) is checked once in
 * each mode, as Chromatic snapshots it, and not in the initial globals: opened with the mode's globals in
 * the URL (`iframe.html?id=…&globals=locale:zh-CN;partner:aurora;viewport.value:phone`, Storybook's form)
 * in a frame of the mode's viewport. The count is of checks: every story of index.json once, or once per
 * mode.
 *
 * Each story without a mode is shown at the viewport its globals ask for (the preview's `viewport` option,
 * e.g. phone 360×740), as the Storybook manager would size the frame. One browser, a few pages side by
 * side; each page loads the preview once (once per set of mode globals: the checks are ordered mode by
 * mode) and moves from story to story as the manager does (`setCurrentStory`), and starts
 * a fresh preview after a failed story so nothing it left behind reaches the next.
 *
 *   npx tsx scripts/check-storybook.ts [dir=storybook-static] [--workers 3] [--timeout 120000]
 *                                      [--only <text>] [--reload] [--update | --no-screenshots]
 *
 * `--only` keeps the checks whose name (`<story id>` or `<story id>@<mode>`) contains the text (for a
 * quick look; CI runs them all). `--reload`
 * loads the preview anew for every story (iframe.html?id=…; slower). Headless Chromium gives every page the
 * focus (turning Playwright's focus emulation off does not change that), so a play function that only holds
 * in a focused frame is not caught here: look for document focus in review.
 * STORYBOOK_CHECK_WORKERS and STORYBOOK_CHECK_TIMEOUT_MS set the defaults of --workers and --timeout.
 * Prints `N passed, N failed` (N adding up to the checks: index.json's stories, each once or once per mode)
 * and the largest screen's DOM node
 * count, and exits non-zero on any failure
 * or when it cannot measure (no index, no stories, a story never reported).
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright';
import { execFileSync } from 'node:child_process';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.ts';
import { domNodeFailure, isScreenStory, SCREEN_DOM_NODE_LIMIT } from './screenDomNodes.ts';

interface Options {
  dir: string;
  workers: number;
  timeoutMs: number;
  only?: string;
  reload: boolean;
  /** Take the screenshots anew as the baselines (`--update`, `npm run stories:accept`) instead of comparing. */
  update: boolean;
  /** Compare no screenshots (`--no-screenshots`). */
  screenshots: boolean;
}

function parseArgs(argv: string[]): Options {
  const options: Options = {
    dir: 'storybook-static',
    workers: Number(process.env.STORYBOOK_CHECK_WORKERS ?? 3),
    // Generous: a story that takes this long on a loaded machine is still a story that works.
    timeoutMs: Number(process.env.STORYBOOK_CHECK_TIMEOUT_MS ?? 120_000),
    reload: false,
    update: false,
    screenshots: true,
  };
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--workers') options.workers = Number(argv[++i]);
    else if (argv[i] === '--timeout') options.timeoutMs = Number(argv[++i]);
    else if (argv[i] === '--only') options.only = argv[++i];
    else if (argv[i] === '--reload') options.reload = true;
    else if (argv[i] === '--update') options.update = true;
    else if (argv[i] === '--no-screenshots') options.screenshots = false;
    else options.dir = argv[i];
  }
  if (!(options.workers >= 1) || !(options.timeoutMs > 0))
    throw new Error('--workers and --timeout take positive numbers');
  return options;
}

// ---------------------------------------------------------------------------------------------------
// The static server

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

async function serve(root: string): Promise<{ origin: string; close: () => Promise<void> }> {
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    let pathname = decodeURIComponent(url.pathname);
    if (pathname.endsWith('/')) pathname += 'index.html';
    const file = path.join(root, path.normalize(pathname));
    if (!file.startsWith(root + path.sep)) {
      response.writeHead(403).end();
      return;
    }
    fs.stat(file, (error, stat) => {
      if ((error || !stat.isFile()) && pathname === '/favicon.ico') {
        // The browser asks for it on its own; a 404 would log a console error against the first story.
        response.writeHead(204).end();
        return;
      }
      if (error || !stat.isFile()) {
        response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
        return;
      }
      response.writeHead(200, {
        'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
        'content-length': stat.size,
        // Every story loads the same preview bundle: let the browser keep it between stories.
        'cache-control': 'public, max-age=3600',
      });
      fs.createReadStream(file).pipe(response);
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

// ---------------------------------------------------------------------------------------------------
// Screenshots compared with the committed baselines

/** One PNG per screenshotted story, `<story id>.png`, committed (`__screenshots__/` is git-ignored: Vitest's). */
const BASELINE_DIR = path.resolve('stories/__baselines__');
/** What the baselines were taken with: Chromium's version and the Debian font packages .ci/run installs. */
const ENVIRONMENT_FILE = path.join(BASELINE_DIR, 'ENVIRONMENT.txt');
/** Where a changed story's screenshot, its baseline and the difference are kept (CI keeps the folder). */
const DIFF_DIR = path.resolve('storybook-diffs');
/** The fonts the screenshots are drawn with besides the bundled Roboto: CJK text, and glyphs Roboto lacks. */
const FONT_PACKAGES = ['fonts-noto-cjk', 'fonts-dejavu-core'];
/** pixelmatch's colour distance (0 to 1) under which two pixels count as the same; anti-aliasing is ignored. */
const PIXEL_THRESHOLD = 0.1;
/** A story fails when more pixels than this differ from its baseline. */
const MAX_DIFF_PIXELS = Number(process.env.STORYBOOK_SCREENSHOT_MAX_DIFF_PIXELS ?? 0);

/** Which checks are screenshotted: every story, in each of its modes (see the README's Designers section). */
function screenshotted(check: Check): boolean {
  return check.story.id !== '';
}

/**
 * What ticks on its own in a story, painted over in the screenshots: countdowns (role="timer": the quote's
 * "New quotes in 00:12", the code's resend). Their boxes stay put; the second they show does not count.
 */
const TIMERS = '[role="timer"]';

/**
 * Toasts (MUI's Snackbar) slide in and hide themselves on their own clock, so two runs caught them at
 * different points or not at all (screens-addresses--delete-last, screens-redirect--refused-token): they
 * are left out of the screenshots (hidden while it is taken; fixed on the page, they move nothing else).
 * Their texts are checked by the play functions.
 */
const HIDDEN_IN_SCREENSHOTS = '.MuiSnackbar-root { visibility: hidden !important; }';

/** Screens taller than this (px) are compared over their first this many pixels only. */
const MAX_SCREENSHOT_HEIGHT = 3000;

/**
 * The story's picture once it has played: the frame from its top, as tall as the document (up to
 * MAX_SCREENSHOT_HEIGHT: the frame is made that tall, as Chromium's full-page capture repeats the first
 * screen of Storybook's page), with the dialogs, drawers and menus it opened on the body. Fonts loaded,
 * CSS animations and transitions finished (infinite ones at their start), the caret hidden. One
 * page.screenshot, without a locator's waiting for stability: the story has finished playing and its
 * accessibility check has run. The next story sets its own frame size.
 */
async function screenshotOf(
  page: Page,
  viewport: { width: number; height: number },
  mask: string[] = [],
): Promise<Buffer> {
  const height = (await page.evaluate(
    'document.fonts.ready.then(() => document.documentElement.scrollHeight)',
  )) as number;
  if (height > viewport.height)
    await page.setViewportSize({ width: viewport.width, height: Math.min(height, MAX_SCREENSHOT_HEIGHT) });
  return page.screenshot({
    animations: 'disabled',
    caret: 'hide',
    scale: 'css',
    // A countdown ticks on after the play function: its box is painted over in one colour, so the second
    // it shows does not count. A toast is hidden (HIDDEN_IN_SCREENSHOTS).
    mask: [TIMERS, ...mask].map((selector) => page.locator(selector)),
    style: HIDDEN_IN_SCREENSHOTS,
    maskColor: '#FF00FF',
    timeout: 30_000,
  });
}

/** Screenshots every 250 ms until two in a row are the same (at most 10 s); the last one. */
async function settled(
  page: Page,
  viewport: { width: number; height: number },
  mask: string[],
  first: Buffer,
): Promise<Buffer> {
  let last = first;
  for (const until = Date.now() + 10_000; Date.now() < until;) {
    await page.waitForTimeout(250);
    const next = await screenshotOf(page, viewport, mask);
    if (next.equals(last)) return next;
    last = next;
  }
  return last;
}

/** A check's baseline: `<story id>.png`, or `<story id>@<mode, spaces as dashes>.png` for a story with modes. */
const baselineOf = (name: string) => path.join(BASELINE_DIR, `${name}.png`);
const relative = (file: string) => path.relative(process.cwd(), file);

/**
 * Why the screenshot differs from the baseline, or undefined when it matches; keeps the pictures if it
 * differs. Chromium encodes the same pixels into the same bytes, so a screenshot byte for byte equal to its
 * baseline (nearly every one) is not decoded at all; only a different one is decoded and compared pixel by
 * pixel.
 */
function compareWithBaseline(name: string, actual: Buffer): string | undefined {
  const baselineFile = baselineOf(name);
  const keep = (kind: string, data: Buffer) => {
    fs.mkdirSync(DIFF_DIR, { recursive: true });
    const file = path.join(DIFF_DIR, `${name}.${kind}.png`);
    fs.writeFileSync(file, data);
    return relative(file);
  };
  if (!fs.existsSync(baselineFile))
    return `no screenshot baseline ${relative(baselineFile)} (new story? \`npm run stories:accept\` takes it; the screenshot: ${keep('actual', actual)})`;
  const baseline = fs.readFileSync(baselineFile);
  if (baseline.equals(actual)) return undefined;
  const expected = PNG.sync.read(baseline);
  const image = PNG.sync.read(actual);
  if (expected.width !== image.width || expected.height !== image.height)
    return `screenshot is ${image.width}×${image.height}, its baseline ${expected.width}×${expected.height} (${keep('actual', actual)})`;
  const diff = new PNG({ width: image.width, height: image.height });
  const changed = pixelmatch(expected.data, image.data, diff.data, image.width, image.height, {
    threshold: PIXEL_THRESHOLD,
  });
  if (changed <= MAX_DIFF_PIXELS) return undefined;
  keep('expected', baseline);
  keep('actual', actual);
  return `${changed} pixels differ from the screenshot baseline (diff: ${keep('diff', PNG.sync.write(diff))})`;
}

/** Forgets the pictures kept for a story whose second screenshot matched. */
function removeKept(name: string): void {
  for (const kind of ['expected', 'actual', 'diff'])
    fs.rmSync(path.join(DIFF_DIR, `${name}.${kind}.png`), { force: true });
}

/** Time spent taking and comparing screenshots, summed over the pages (for the summary line). */
const screenshotMs = { value: 0, count: 0 };

/** Chromium's version and the font packages' versions, as the baselines record them. */
function environment(browserVersion: string): string {
  const fonts = FONT_PACKAGES.map((name) => {
    try {
      return `${name} ${execFileSync('dpkg-query', ['-W', '-f', '${Version}', name], { encoding: 'utf8' }).trim()}`;
    } catch {
      return `${name} not installed`;
    }
  });
  return [`chromium ${browserVersion}`, ...fonts].join('\n') + '\n';
}

// ---------------------------------------------------------------------------------------------------
// What the page tells us

/**
 * Runs in every document before the preview: hears the preview's channel as soon as it is installed and
 * forwards a summary of each event to the script. Plain JavaScript in a string, as the page receives it
 * (tsx would otherwise add helpers the page does not have).
 */
const LISTEN_TO_PREVIEW_CHANNEL = `(() => {
  const send = (event, payload) => globalThis.__storybookCheck(event, payload);
  const describe = (error) => {
    if (error && typeof error === 'object') {
      if (typeof error.message === 'string') return (typeof error.name === 'string' && error.name !== 'Error' ? error.name + ': ' : '') + error.message;
      if (typeof error.title === 'string') return error.title + (typeof error.description === 'string' ? ': ' + error.description : '');
    }
    return String(error);
  };
  // The story's elements: its root's and those of the portals it put on the body (MUI dialogs, drawers,
  // popovers), not Storybook's own (docs root, loaders, error display, scripts).
  const domNodes = () => {
    const root = document.getElementById('storybook-root');
    if (!root) return null;
    let count = root.querySelectorAll('*').length;
    for (const child of document.body.children) {
      if (child === root || child.id === 'storybook-docs' || /^(SCRIPT|STYLE|LINK|NOSCRIPT|TEMPLATE)$/.test(child.tagName)) continue;
      if ([...child.classList].some((name) => name.startsWith('sb-'))) continue;
      count += 1 + child.querySelectorAll('*').length;
    }
    return count;
  };
  const violation = (v) => {
    const where = v.nodes.slice(0, 3).map((node) => node.target.join(' ')).join(', ');
    const more = v.nodes.length > 3 ? ' and ' + (v.nodes.length - 3) + ' more' : '';
    const first = v.nodes[0] && [...(v.nodes[0].any || []), ...(v.nodes[0].all || []), ...(v.nodes[0].none || [])][0];
    const detail = first && first.message ? ' (' + first.message + ')' : '';
    return v.id + ' (' + (v.impact || 'no impact') + '): ' + v.help + ' at ' + where + more + detail;
  };
  const handlers = {
    storyRenderPhaseChanged: (payload) => ({ storyId: payload.storyId, phase: payload.newPhase }),
    storyRendered: () => ({}),
    playFunctionThrewException: (error) => ({ reason: 'play function threw: ' + describe(error) }),
    unhandledErrorsWhilePlaying: (errors) => ({ reason: 'unhandled errors while playing: ' + errors.map(describe).join('; ') }),
    storyThrewException: (error) => ({ reason: 'story threw: ' + describe(error) }),
    storyErrored: (error) => ({ reason: 'story errored: ' + describe(error) }),
    storyMissing: (id) => ({ reason: 'story missing: ' + String(id) }),
    // addon-a11y's afterEach puts { type: 'a11y', status, result: axe's result or { error } } in the reporters.
    storyFinished: ({ storyId, status, reporters }) => {
      const a11y = reporters.filter((report) => report.type === 'a11y');
      return {
        storyId,
        status,
        a11yStatuses: a11y.map((report) => report.status),
        violations: a11y.flatMap((report) =>
          report.result && report.result.error !== undefined
            ? ['axe could not run: ' + describe(report.result.error)]
            : ((report.result && report.result.violations) || []).map(violation),
        ),
        otherFailed: reporters.filter((report) => report.type !== 'a11y' && report.status !== 'passed').map((report) => report.type + ' report ' + report.status),
        domNodes: domNodes(),
      };
    },
  };
  let installed;
  Object.defineProperty(globalThis, '__STORYBOOK_ADDONS_CHANNEL__', {
    configurable: true,
    get: () => installed,
    set: (channel) => {
      if (channel && channel !== installed) {
        for (const [event, summarise] of Object.entries(handlers)) {
          channel.on(event, (...args) => {
            let payload;
            try {
              payload = summarise(...args);
            } catch (error) {
              payload = { reason: 'could not read ' + event + ': ' + describe(error) };
            }
            send(event, payload);
          });
        }
      }
      installed = channel;
    },
  });
})();`;

/**
 * What the preview's store says of a story before it renders: the frame size its globals ask for (initial
 * globals + the check's mode + the story's own, as the manager sizes the frame; not the globals the page
 * holds now, which are the previous check's) and the console errors it declares expected
 * (`parameters.expectedConsoleErrors`: texts a console error may contain, for a story that shows a failure
 * the app logs).
 */
const STORY_SETUP = `async (id, modeGlobals) => {
  const preview = globalThis.__STORYBOOK_PREVIEW__;
  await preview.ready();
  const store = preview.storyStoreValue;
  const story = await store.loadStory({ storyId: id });
  const globals = { ...store.userGlobals.initialGlobals, ...modeGlobals, ...story.storyGlobals };
  const parameter = story.parameters.viewport || {};
  const value = parameter.disable || parameter.disabled ? undefined : (globals.viewport && globals.viewport.value) || parameter.defaultViewport;
  const option = value && { ...parameter.viewports, ...parameter.options }[value];
  const px = (text) => (text && /^\\d+(px)?$/.test(text) ? Number.parseInt(text, 10) : undefined);
  const width = px(option && option.styles && option.styles.width);
  const height = px(option && option.styles && option.styles.height);
  if (value && (!width || !height)) throw new Error('viewport "' + value + '" has no pixel size');
  const expected = story.parameters.expectedConsoleErrors || [];
  if (!Array.isArray(expected) || expected.some((text) => typeof text !== 'string')) throw new Error('parameters.expectedConsoleErrors must be a list of texts');
  const screenshot = story.parameters.screenshot === undefined ? {} : story.parameters.screenshot;
  if (screenshot !== false && (typeof screenshot !== 'object' || !Array.isArray(screenshot.mask || []))) throw new Error('parameters.screenshot must be false or { mask: [css selectors] }');
  return { viewport: width && height ? { width, height } : null, expectedConsoleErrors: expected, screenshot: screenshot === false ? false : { mask: screenshot.mask || [] } };
}`;

interface StoryEntry {
  id: string;
  title: string;
  name: string;
}

// ---------------------------------------------------------------------------------------------------
// Chromatic modes: a story that lists modes is checked once in each

/**
 * The Chromatic modes each story lists (`parameters.chromatic.modes`, .storybook/modes.ts: a mode's keys
 * are globals, but `viewport`, Chromatic's frame width or size, and `disable`), and the preview's viewport
 * options with their pixel sizes. Read from the preview's own store, as Chromatic reads them.
 */
const STORY_MODES = `async (ids) => {
  const preview = globalThis.__STORYBOOK_PREVIEW__;
  await preview.ready();
  const store = preview.storyStoreValue;
  const px = (text) => (text && /^\\d+(px)?$/.test(text) ? Number.parseInt(text, 10) : undefined);
  const stories = await Promise.all(ids.map((id) => store.loadStory({ storyId: id })));
  return stories.map((story) => {
    const modes = (story.parameters.chromatic && story.parameters.chromatic.modes) || {};
    const parameter = story.parameters.viewport || {};
    const viewports = Object.entries({ ...parameter.viewports, ...parameter.options }).map(([key, option]) => ({
      key,
      width: px(option && option.styles && option.styles.width),
      height: px(option && option.styles && option.styles.height),
    }));
    return {
      modes: Object.entries(modes).filter(([, mode]) => mode && !mode.disable).map(([name, mode]) => ({ name, mode })),
      viewports,
    };
  });
}`;

/** One check: a story, in one of its Chromatic modes, or once in the initial globals when it lists none. */
interface Check {
  story: StoryEntry;
  /** The mode's name (a key of parameters.chromatic.modes); undefined for a story without modes. */
  mode?: string;
  /** The globals the mode sets, as the URL gives them to the preview (`globals=locale:zh-CN;partner:aurora`). */
  globals: Record<string, unknown>;
  /** The frame the mode asks for (Chromatic's `viewport`); undefined: the story's viewport global decides. */
  viewport?: { width: number; height: number };
  /** `<story id>` or `<story id>@<mode>` (spaces as dashes): the line printed and the baseline's name. */
  name: string;
}

/** A value Storybook takes from the URL's globals (its parseArgsParam drops any other, silently). */
const URL_SAFE = /^[a-zA-Z0-9 _-]*$/;

/**
 * The `globals` URL parameter of a mode, in Storybook's form (`key:value;key.sub:value`, `!true`/`!false`
 * for booleans; storybook/preview-api's parseArgsParam), '' for none. Throws on a value the preview would
 * drop, so a mode is never checked in the wrong globals.
 */
function globalsParam(globals: Record<string, unknown>, where = ''): string {
  const pairs: string[] = [];
  const add = (key: string, value: unknown) => {
    if (typeof value === 'boolean') pairs.push(`${key}:!${value}`);
    else if (typeof value === 'number') pairs.push(`${key}:${value}`);
    else if (typeof value === 'string' && URL_SAFE.test(value)) pairs.push(`${key}:${value}`);
    else if (value && typeof value === 'object' && !Array.isArray(value))
      for (const [sub, subValue] of Object.entries(value)) add(`${key}.${sub}`, subValue);
    else throw new Error(`${where}global ${key} = ${JSON.stringify(value)} cannot be set through the URL`);
  };
  for (const [key, value] of Object.entries(globals)) add(key, value);
  return pairs.join(';');
}

/** Chromatic's `viewport` of a mode (a width, '360px', or { width, height }) as a frame size. */
function modeViewport(
  value: unknown,
  options: { key: string; width?: number; height?: number }[],
): { size: { width: number; height: number }; option?: string } | undefined {
  if (value === undefined) return undefined;
  const number = (v: unknown) =>
    typeof v === 'number'
      ? v
      : typeof v === 'string' && /^\d+(px)?$/.test(v)
        ? Number.parseInt(v, 10)
        : undefined;
  const given =
    value && typeof value === 'object'
      ? {
          width: number((value as { width?: unknown }).width),
          height: number((value as { height?: unknown }).height),
        }
      : { width: number(value), height: undefined };
  if (given.width === undefined && given.height === undefined)
    throw new Error(`viewport ${JSON.stringify(value)} is not a width or { width, height }`);
  // The preview's viewport option of that width (phone 360×740, desktop 1280×800) gives the height.
  const option = options.find(
    (o) =>
      o.width === (given.width ?? DEFAULT_VIEWPORT.width) &&
      (given.height === undefined || o.height === given.height),
  );
  return {
    size: {
      width: given.width ?? DEFAULT_VIEWPORT.width,
      height: given.height ?? option?.height ?? DEFAULT_VIEWPORT.height,
    },
    option: option?.key,
  };
}

/** Every check of the stories: each story once, or once in each of its modes (globals and frame). */
async function checksOf(context: BrowserContext, origin: string, stories: StoryEntry[]): Promise<Check[]> {
  const page = await context.newPage();
  try {
    await page.goto(`${origin}/iframe.html`, { waitUntil: 'load' });
    const found = (await page.evaluate(
      `(${STORY_MODES})(${JSON.stringify(stories.map((story) => story.id))})`,
    )) as {
      modes: { name: string; mode: Record<string, unknown> }[];
      viewports: { key: string; width?: number; height?: number }[];
    }[];
    return stories.flatMap((story, i): Check[] => {
      const { modes, viewports } = found[i];
      if (modes.length === 0) return [{ story, globals: {}, name: story.id }];
      return modes.map(({ name, mode }) => {
        const where = `${story.id}, mode "${name}": `;
        const { viewport, disable: _disable, ...globals } = mode;
        const frame = modeViewport(viewport, viewports);
        // The preview's viewport global too, when one of its options has the mode's size (as a designer
        // picking that viewport in the toolbar would set it).
        if (frame?.option) globals.viewport = { value: frame.option, isRotated: false };
        globalsParam(globals, where);
        return {
          story,
          mode: name,
          globals,
          viewport: frame?.size,
          name: `${story.id}@${name.replaceAll(' ', '-')}`,
        };
      });
    });
  } finally {
    await page.close();
  }
}

/** The preview's globals now (the user's, from the URL; not the story's own). */
const USER_GLOBALS = `globalThis.__STORYBOOK_PREVIEW__.storyStoreValue.userGlobals.get()`;

interface Result {
  check: Check;
  story: StoryEntry;
  reasons: string[];
  ms: number;
  /** Elements of the story once it finished (see `domNodes` in the page script); undefined if not reported. */
  domNodes?: number;
  /** The story shown before it in the same preview, if any. */
  after?: string;
}

// eslint-disable-next-line no-control-regex -- the escape code that starts a terminal colour
const ANSI_COLOUR = /\u001b\[[0-9;]*m/g;

/** One story's run on one page: everything heard until the page moves to the next story. */
class StoryRun {
  readonly reasons: string[] = [];
  expectedConsoleErrors: string[] = [];
  phase = 'loading the preview';
  finished = false;
  domNodes?: number;
  private resolveDone!: () => void;
  readonly done = new Promise<void>((resolve) => (this.resolveDone = resolve));

  constructor(readonly story: StoryEntry) {}

  fail(reason: string): void {
    // The first line says what went wrong (Testing Library appends the whole DOM after it); no colours.
    const line = reason.replace(ANSI_COLOUR, '').split('\n')[0];
    const short = line.length > 600 ? `${line.slice(0, 600)}…` : line;
    if (!this.reasons.includes(short)) this.reasons.push(short);
  }

  hear(event: string, payload: Record<string, unknown>): void {
    // The last story's teardown may still speak while this one starts.
    if (typeof payload.storyId === 'string' && payload.storyId !== this.story.id) return;
    if (typeof payload.reason === 'string') this.fail(payload.reason);
    if (event === 'storyRenderPhaseChanged') this.phase = String(payload.phase);
    if (event === 'storyMissing' || event === 'storyErrored' || event === 'storyThrewException')
      this.finish();
    if (event === 'storyFinished') {
      const { status, a11yStatuses, violations, otherFailed, domNodes } = payload as {
        status: string;
        a11yStatuses: string[];
        violations: string[];
        otherFailed: string[];
        domNodes: number | null;
      };
      for (const violation of violations) this.fail(`accessibility: ${violation}`);
      for (const other of otherFailed) this.fail(other);
      this.domNodes = domNodes ?? undefined;
      const overLimit = domNodeFailure(this.story.id, domNodes);
      if (overLimit) this.fail(overLimit);
      if (status !== 'success' && this.reasons.length === 0)
        this.fail(`story finished with status ${status}`);
      // A story that played but was never checked for accessibility has not passed: nothing measured it.
      if (this.reasons.length === 0 && a11yStatuses.length === 0)
        this.fail('no accessibility report (addon-a11y did not run)');
      if (this.reasons.length === 0 && a11yStatuses.some((s) => s !== 'passed'))
        this.fail(`accessibility report ${a11yStatuses.join(', ')}`);
      this.finish();
    }
  }

  finish(): void {
    this.finished = true;
    this.resolveDone();
  }
}

const DEFAULT_VIEWPORT = { width: 1200, height: 900 };

interface StorySetup {
  /** `parameters.screenshot`: false takes none; `mask` lists CSS selectors painted over (besides timers). */
  screenshot: false | { mask: string[] };
  viewport: { width: number; height: number };
  expectedConsoleErrors: string[];
}

async function setupOf(page: Page, check: Check): Promise<StorySetup> {
  const setup = (await page.evaluate(
    `(${STORY_SETUP})(${JSON.stringify(check.story.id)}, ${JSON.stringify(check.globals)})`,
  )) as {
    viewport: StorySetup['viewport'] | null;
    expectedConsoleErrors: string[];
    screenshot: StorySetup['screenshot'];
  };
  return { ...setup, viewport: setup.viewport ?? DEFAULT_VIEWPORT };
}

async function runStories(
  context: BrowserContext,
  origin: string,
  checks: Check[],
  options: Options,
): Promise<Result[]> {
  const runs = new Map<Page, StoryRun>();
  await context.exposeBinding(
    '__storybookCheck',
    ({ page }, event: string, payload: Record<string, unknown>) => {
      runs.get(page)?.hear(event, payload);
    },
  );
  await context.addInitScript(LISTEN_TO_PREVIEW_CHANNEL);

  const results: Result[] = [];
  const begun = Date.now();
  // The checks of one set of globals one after another (the initial globals' first, then mode by mode): a
  // page loads the preview with a mode's globals once and moves from story to story in it.
  const groups = [...new Set(checks.map((check) => globalsParam(check.globals)))];
  const queue = [...checks].sort(
    (a, b) => groups.indexOf(globalsParam(a.globals)) - groups.indexOf(globalsParam(b.globals)),
  );
  const total = checks.length;

  const worker = async () => {
    const page = await context.newPage();
    page.on('pageerror', (error) => runs.get(page)?.fail(`uncaught error: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      // Chromium names no address in its "Failed to load resource" line; the message's location has it.
      const run = runs.get(page);
      if (!run || run.expectedConsoleErrors.some((text) => message.text().includes(text))) return;
      const where = message.text().startsWith('Failed to load resource')
        ? ` (${message.location().url})`
        : '';
      run.fail(`console error: ${message.text()}${where}`);
    });
    /** The globals the page's preview was loaded with from its URL ('': the initial globals). */
    let pageGlobals = '';
    const freshPreview = async () => {
      pageGlobals = '';
      await page.goto(`${origin}/iframe.html`, { waitUntil: 'load' });
    };
    let previous: string | undefined;
    await freshPreview();
    for (let check = queue.shift(); check; check = queue.shift()) {
      const { story } = check;
      const run = new StoryRun(story);
      const started = Date.now();
      try {
        // The preview's own store answers which viewport the story wants, before it renders; a mode's
        // viewport is the mode's.
        const setup = await setupOf(page, check);
        const viewport = check.viewport ?? setup.viewport;
        run.expectedConsoleErrors = setup.expectedConsoleErrors;
        await page.setViewportSize(viewport);
        runs.set(page, run);
        const globals = globalsParam(check.globals);
        if (options.reload || globals !== pageGlobals) {
          // The story opened as a designer's link opens it: `iframe.html?id=…&globals=locale:zh-CN;…`. The
          // preview keeps those globals for the stories the page moves to next.
          await page.goto(
            `${origin}/iframe.html?id=${encodeURIComponent(story.id)}&viewMode=story${globals ? `&globals=${globals}` : ''}`,
            { waitUntil: 'commit' },
          );
          pageGlobals = globals;
          previous = undefined;
        } else {
          // What the manager does when a designer picks a story in the sidebar: the preview tears the last
          // story down and renders this one, without loading its bundle again.
          await page.evaluate(
            `globalThis.__STORYBOOK_ADDONS_CHANNEL__.emit('setCurrentStory', ${JSON.stringify({ storyId: story.id, viewMode: 'story' })})`,
          );
        }
        let timer: NodeJS.Timeout | undefined;
        await Promise.race([
          run.done,
          new Promise<void>((resolve) => (timer = setTimeout(resolve, options.timeoutMs))),
        ]);
        clearTimeout(timer);
        if (!run.finished)
          run.fail(`did not finish within ${options.timeoutMs / 1000} s (last phase: ${run.phase})`);
        if (check.mode !== undefined && run.finished) {
          // The mode's globals reached the preview (the URL's parser drops what it finds unsafe).
          const now = (await page.evaluate(USER_GLOBALS)) as Record<string, unknown>;
          for (const [key, value] of Object.entries(check.globals))
            if (JSON.stringify(now[key]) !== JSON.stringify(value))
              run.fail(
                `mode "${check.mode}": global ${key} is ${JSON.stringify(now[key])}, not ${JSON.stringify(value)}`,
              );
        }
        if (options.screenshots && run.reasons.length === 0 && setup.screenshot && screenshotted(check)) {
          const shot = Date.now();
          const mask = setup.screenshot.mask;
          let actual = await screenshotOf(page, viewport, mask);
          if (options.update)
            fs.writeFileSync(baselineOf(check.name), await settled(page, viewport, mask, actual));
          else {
            let reason = compareWithBaseline(check.name, actual);
            if (reason && fs.existsSync(baselineOf(check.name))) {
              // A picture still settling (a toast sliding in, a button's colour fading) is not a change:
              // compare the picture once two in a row are the same.
              actual = await settled(page, viewport, mask, actual);
              reason = compareWithBaseline(check.name, actual);
            }
            if (reason && fs.existsSync(baselineOf(check.name))) {
              // Once in a CI run, a tall page's capture repeated its top part down the picture, the same on a
              // retake 250 ms later; the next run of the check passed. One more capture, the page first back
              // at its own size and then enlarged again as on its opening: a story that changed differs again.
              await page.setViewportSize(viewport);
              await page.evaluate(
                'new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))',
              );
              actual = await screenshotOf(page, viewport, mask);
              reason = compareWithBaseline(check.name, actual);
            }
            if (reason) run.fail(reason);
            else removeKept(check.name);
          }
          screenshotMs.value += Date.now() - shot;
          screenshotMs.count += 1;
        }
      } catch (error) {
        run.fail(`could not open: ${(error as Error).message.split('\n')[0]}`);
      }
      const result = {
        check,
        story,
        reasons: run.reasons,
        ms: Date.now() - started,
        domNodes: run.domNodes,
        after: options.reload ? undefined : previous,
      };
      results.push(result);
      if (results.length % 50 === 0)
        console.log(`… ${results.length} of ${total} (${((Date.now() - begun) / 1000).toFixed(0)} s)`);
      if (result.reasons.length > 0) {
        console.log(
          `✗ ${check.name} (${results.length}/${total})${result.after ? `, opened after ${result.after}` : ''}\n    ${result.reasons.join('\n    ')}`,
        );
        // Whatever the story left behind must not reach the next one: start it in a fresh preview.
        runs.delete(page);
        await freshPreview().catch(() => undefined);
        previous = undefined;
      } else {
        previous = check.name;
      }
    }
    // Errors logged after a story's last event still count against it, until the page moves on.
    await page.waitForTimeout(200);
    runs.delete(page);
    await page.close();
  };
  await Promise.all(Array.from({ length: Math.min(options.workers, checks.length) }, worker));
  return results;
}

async function main(): Promise<number> {
  const options = parseArgs(process.argv.slice(2));
  const started = Date.now();
  const root = path.resolve(options.dir);
  const indexFile = path.join(root, 'index.json');
  if (!fs.existsSync(indexFile)) {
    console.error(`No ${indexFile}: run \`npm run build-storybook\` first.`);
    return 2;
  }
  const index = JSON.parse(fs.readFileSync(indexFile, 'utf8')) as {
    entries: Record<string, { type: string } & StoryEntry>;
  };
  const all = Object.values(index.entries).filter((entry) => entry.type === 'story');
  // --only a,b keeps the checks whose name (`<story id>` or `<story id>@<mode>`) contains a or b.
  const only = options.only?.split(',').filter(Boolean);
  const storyPart = (text: string) => text.split('@')[0];
  const stories = only ? all.filter((entry) => only.some((text) => entry.id.includes(storyPart(text)))) : all;
  if (stories.length === 0) {
    console.error(`No stories to check in ${indexFile}${options.only ? ` matching "${options.only}"` : ''}.`);
    return 2;
  }

  const server = await serve(root);
  let browser: Browser | undefined;
  let results: Result[];
  let checks: Check[] = [];
  try {
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    const launched = browser;
    for (const signal of ['SIGINT', 'SIGTERM'] as const) {
      process.once(signal, () => {
        console.error(`\n${signal}: stopped before every story was checked.`);
        void Promise.all([launched.close(), server.close()]).finally(() => process.exit(130));
      });
    }
    if (options.screenshots) {
      const current = environment(browser.version());
      fs.rmSync(DIFF_DIR, { recursive: true, force: true });
      if (options.update) {
        fs.mkdirSync(BASELINE_DIR, { recursive: true });
        fs.writeFileSync(ENVIRONMENT_FILE, current);
      } else {
        const recorded = fs.existsSync(ENVIRONMENT_FILE) ? fs.readFileSync(ENVIRONMENT_FILE, 'utf8') : '';
        if (recorded !== current)
          console.warn(
            `The screenshot baselines were taken with\n  ${recorded.trim().replaceAll('\n', '\n  ') || '(nothing recorded)'}\n` +
              `this machine has\n  ${current.trim().replaceAll('\n', '\n  ')}\nso text may be drawn differently.`,
          );
      }
    }
    const context = await browser.newContext({ viewport: DEFAULT_VIEWPORT, serviceWorkers: 'block' });
    const found = await checksOf(context, server.origin, stories);
    checks = only ? found.filter((check) => only.some((text) => check.name.includes(text))) : found;
    if (checks.length === 0) {
      console.error(`No checks matching "${options.only}".`);
      return 2;
    }
    const moded = new Set(checks.filter((check) => check.mode !== undefined).map((check) => check.story.id));
    const modeNames = new Set(checks.flatMap((check) => (check.mode === undefined ? [] : [check.mode])));
    const checkedStories = new Set(checks.map((check) => check.story.id)).size;
    console.log(
      `Checking ${checkedStories} stories${only ? ` (of ${all.length} in the index, --only ${options.only})` : ' (every story in the index)'} from ${options.dir}: ` +
        `${checkedStories - moded.size} once, ${moded.size} in each of their Chromatic modes (${modeNames.size} modes: ${[...modeNames].join(', ') || 'none'}) = ${checks.length} checks, ${options.workers} at a time`,
    );
    results = await runStories(context, server.origin, checks, options);
  } finally {
    await browser?.close();
    await server.close();
  }

  const failed = results.filter((result) => result.reasons.length > 0);
  let staleBaselines: string[] = [];
  if (options.screenshots && !options.only) {
    // A baseline no story takes any more (a story renamed or removed) is stale: --update deletes it.
    const taken = new Set(checks.filter(screenshotted).map((check) => `${check.name}.png`));
    staleBaselines = fs.existsSync(BASELINE_DIR)
      ? fs.readdirSync(BASELINE_DIR).filter((file) => file.endsWith('.png') && !taken.has(file))
      : [];
    if (options.update) {
      for (const file of staleBaselines) fs.rmSync(path.join(BASELINE_DIR, file));
      if (staleBaselines.length > 0) console.log(`Removed ${staleBaselines.length} stale baselines.`);
      staleBaselines = [];
    } else if (staleBaselines.length > 0) {
      console.log(
        `\n${staleBaselines.length} screenshot baselines belong to no story (\`npm run stories:accept\` removes them): ${staleBaselines.join(', ')}`,
      );
    }
  }
  if (options.screenshots) {
    console.log(
      `Screenshots: ${screenshotMs.count} ${options.update ? 'taken as the new baselines' : 'compared with their baselines'} (${(screenshotMs.value / 1000).toFixed(0)} s of page time over ${options.workers} pages)`,
    );
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  const slowest = [...results].sort((a, b) => b.ms - a.ms).slice(0, 3);
  console.log(
    `Slowest: ${slowest.map((result) => `${result.check.name} ${(result.ms / 1000).toFixed(1)} s`).join(', ')}`,
  );
  if (failed.length > 0) {
    console.log(`\nFailed:`);
    for (const result of failed) console.log(`  ${result.check.name}: ${result.reasons[0]}`);
  }
  const screens = results.filter((result) => isScreenStory(result.story.id) && result.domNodes !== undefined);
  const largest = screens.reduce<Result | undefined>(
    (top, result) => (top && top.domNodes! >= result.domNodes! ? top : result),
    undefined,
  );
  const largestText = largest
    ? `largest screen ${largest.check.name}: ${largest.domNodes} DOM nodes (limit ${SCREEN_DOM_NODE_LIMIT})`
    : 'no screen counted';
  console.log(
    `\n${results.length - failed.length} passed, ${failed.length} failed (${seconds} s); ${largestText}`,
  );
  if (results.length !== checks.length) {
    console.error(`Only ${results.length} of ${checks.length} checks reported.`);
    return 1;
  }
  const reported = new Set(results.map((result) => result.story.id));
  const missing = stories.filter(
    (story) => !reported.has(story.id) && (!only || checks.some((c) => c.story === story)),
  );
  if (missing.length > 0) {
    console.error(`Not checked: ${missing.map((story) => story.id).join(', ')}.`);
    return 1;
  }
  return failed.length > 0 || staleBaselines.length > 0 ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(2);
  },
);

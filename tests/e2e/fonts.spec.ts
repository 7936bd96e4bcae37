import type { Locator, Page } from '@playwright/test';
import { test, expect } from './support/fixtures.ts';

type PlatformFont = { familyName: string; postScriptName: string; glyphCount: number };

/**
 * The installed faces Chromium drew an element's text with (DevTools' "Rendered Fonts"). Asked again when the
 * app's first render replaced the pre-rendered element between the two calls.
 */
async function renderedFonts(page: Page, element: Locator): Promise<PlatformFont[]> {
  let fonts: PlatformFont[] = [];
  await expect(async () => {
    fonts = await renderedFontsOnce(page, element);
  }).toPass();
  return fonts;
}

async function renderedFontsOnce(page: Page, element: Locator): Promise<PlatformFont[]> {
  await element.evaluate((node) => node.setAttribute('data-fonts-probe', ''));
  const cdp = await page.context().newCDPSession(page);
  try {
    const { root } = await cdp.send('DOM.getDocument');
    const { nodeId } = await cdp.send('DOM.querySelector', {
      nodeId: root.nodeId,
      selector: '[data-fonts-probe]',
    });
    await cdp.send('CSS.enable');
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
    return fonts;
  } finally {
    await element.evaluate((node) => node.removeAttribute('data-fonts-probe'));
    await cdp.detach();
  }
}

const families = (fonts: PlatformFont[]) => fonts.map((font) => font.familyName);

/** A paragraph of the page's own (outside the app's root, which re-renders its nodes), in the body's font. */
async function pageParagraph(page: Page, text: string): Promise<Locator> {
  const id = await page.evaluate((content) => {
    const paragraph = document.createElement('p');
    paragraph.id = `fonts-probe-${document.querySelectorAll('[id^="fonts-probe-"]').length}`;
    paragraph.textContent = content;
    document.body.append(paragraph);
    return paragraph.id;
  }, text);
  return page.locator(`#${id}`);
}

test.describe('fonts', () => {
  // The service worker would fetch Roboto past page.route.
  test.use({ serviceWorkers: 'block' });

  test('an English page waiting for Roboto lays out in the system sans-serif, not a CJK face', async ({
    page,
  }) => {
    // Roboto fails to arrive: what the first layout of /edit uses in its place is what stays on screen.
    await page.route(/roboto-latin-.*\.woff2?$/, (route) => route.abort());
    await page.goto('/edit');
    const heading = page.getByRole('heading', { level: 1, name: 'Buy' });
    await expect(heading).toBeVisible();
    const fonts = families(await renderedFonts(page, heading));
    expect(fonts).not.toContain('Roboto');
    expect(fonts.join()).not.toMatch(/CJK/);
  });

  test('Chinese text in an English page is drawn in the Simplified Chinese face, Latin in Roboto', async ({
    page,
  }) => {
    await page.goto('/edit');
    await expect(page.getByText('You Pay').first()).toBeVisible();
    const mixed = await pageParagraph(page, 'You Pay 您支付');
    // Roboto may still be on its way: asked again until it has come.
    await expect
      .poll(async () => families(await renderedFonts(page, mixed)).sort())
      .toEqual(['Noto Sans CJK SC', 'Roboto']);
  });

  test('the first screen fetches only the core Roboto faces; an accented name fetches its rest face', async ({
    page,
  }) => {
    const fetched: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'font') fetched.push(new URL(request.url()).pathname.split('/').pop()!);
    });
    await page.goto('/edit');
    await expect(page.getByText('You Pay').first()).toBeVisible();
    await page.evaluate(() => document.fonts.ready);
    expect(fetched.length).toBeGreaterThan(0);
    expect(fetched.filter((file) => !/^roboto-latin-\d+-core-/.test(file))).toEqual([]);

    const name = await pageParagraph(page, 'Zoë Müller');
    await expect.poll(async () => families(await renderedFonts(page, name))).toEqual(['Roboto']);
    expect(fetched.filter((file) => /^roboto-latin-400-rest-/.test(file))).toHaveLength(1);
  });

  test('every Roboto face the first screen draws with is preloaded by its page, none is found late by layout', async ({
    page,
  }) => {
    const fetched = new Set<string>();
    page.on('request', (request) => {
      if (request.resourceType() === 'font') fetched.add(new URL(request.url()).pathname);
    });
    await page.goto('/edit');
    await expect(page.getByRole('button', { name: 'Continue' })).toBeEnabled();
    await page.evaluate(() => document.fonts.ready);
    const preloaded = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="font"]')].map(
        (link) => new URL(link.href).pathname,
      ),
    );
    // The amounts (weight 600) are drawn with the bold face, besides the regular and medium ones.
    expect([...fetched].map((file) => file.match(/roboto-latin-(\d+)-core-/)?.[1]).sort()).toEqual([
      '400',
      '500',
      '700',
    ]);
    expect([...fetched].filter((file) => !preloaded.includes(file))).toEqual([]);
  });

  test.describe('in Chinese', () => {
    test.use({ locale: 'zh-CN' });

    test('the bold title is drawn in the bold Chinese face', async ({ page }) => {
      await page.goto('/edit');
      const heading = page.getByRole('heading', { level: 1, name: '购买' });
      await expect(heading).toBeVisible();
      await expect(heading).toHaveCSS('font-weight', '700');
      expect((await renderedFonts(page, heading)).map((font) => font.postScriptName)).toEqual([
        'NotoSansCJKsc-Bold',
      ]);
    });
  });
});

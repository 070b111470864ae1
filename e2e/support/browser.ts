import { randomInt } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import mn from '@shop/i18n/catalogs/mn.json' with { type: 'json' };
import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  chromium,
  type Locator,
  type Page,
} from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { baseUrl } from './target.ts';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * A desktop Chrome's user agent. Headless Chromium calls itself HeadlessChrome, which the shop
 * (isbot) takes for a crawler, and crawlers never pass the age gate: pages that must get past
 * it browse as a person.
 */
export const PERSON_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';

/**
 * An address no other page of the run has: random, because test files that run one after
 * another in the same worker start this module afresh, and a counter would hand each file's
 * first page the same address (and its per-address limits) again.
 */
export const nextAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

/** Debian's Chromium, launched the way this machine allows (no sandbox, no background network). */
const LAUNCH = {
  executablePath: CHROMIUM,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
};

/**
 * A page in a browser with a profile on disk, as a shopper's is: Chromium offers to install a
 * site only outside incognito, which every `newPage` context is. `close` removes the profile.
 */
export async function pageWithProfile(): Promise<{ page: Page; close: () => Promise<void> }> {
  const profile = await mkdtemp(join(tmpdir(), 'shop-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    ...LAUNCH,
    baseURL: baseUrl(),
    extraHTTPHeaders: { 'x-forwarded-for': nextAddress() },
  });
  const page = context.pages()[0] ?? (await context.newPage());
  return {
    page,
    close: async () => {
      await context.close();
      await rm(profile, { recursive: true, force: true });
    },
  };
}

export function useBrowser() {
  let browser: Browser | undefined;
  const pageErrors: string[] = [];
  beforeAll(async () => {
    if (!existsSync(CHROMIUM))
      throw new Error(`Chromium not found at ${CHROMIUM} (apt-get install chromium)`);
    browser = await chromium.launch(LAUNCH);
  });
  afterAll(async () => {
    await browser?.close();
  });
  return {
    baseUrl: inject('baseUrl'),
    /**
     * A new page in a fresh context (own storage). Uncaught errors in the page are collected in
     * `pageErrors`; `afterEach` in the caller decides (the crash test expects one).
     */
    async newPage(options: BrowserContextOptions = {}): Promise<Page> {
      if (!browser) throw new Error('browser not started');
      // Each page is a shopper of its own, from an address of its own (the shops trust the
      // header, as behind a balancer): per-address limits count one shopper's codes, not the
      // whole suite's.
      const context = await browser.newContext({
        baseURL: baseUrl(),
        extraHTTPHeaders: { 'x-forwarded-for': nextAddress() },
        // The shop's service worker would fetch past this context's headers (the address above)
        // and its routes; the offline tests allow it.
        serviceWorkers: 'block',
        ...options,
      });
      await reportPolicyViolations(context, pageErrors);
      const page = await context.newPage();
      page.on('pageerror', (error) => pageErrors.push(error.message));
      return page;
    },
    pageErrors,
  };
}

/**
 * Every page runs under the shop's Content-Security-Policy: anything it blocks (an inline script
 * without the nonce, a picture from elsewhere, a form to an unknown site) is reported as a page
 * error, so the test that saw it fails.
 */
async function reportPolicyViolations(context: BrowserContext, pageErrors: string[]) {
  await context.exposeBinding('__shopPolicyViolation', (_source, text: string) => {
    pageErrors.push(text);
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __shopPolicyViolation?: (text: string) => void })
        .__shopPolicyViolation;
      report?.(
        `securitypolicyviolation: ${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} on ${event.documentURI}`,
      );
    });
  });
}

/**
 * A UI text that was not found renders as its key ("nav.cart"): any "word.word" made of the
 * catalog's key prefixes gives one away.
 */
const PREFIXES = [...new Set(Object.keys(mn).map((key) => key.split('.')[0]))].join('|');
export const MISSING_KEY = new RegExp(`\\b(?:${PREFIXES})\\.[a-z_]+\\b`);

/**
 * Waits until React has hydrated the page (root.tsx marks <html data-hydrated>) and the visitor's
 * cart count and hearts are on it (lib/personal.tsx marks <html data-personal>; a shared page
 * asks for them after load).
 */
export function hydrated(page: Page): Promise<unknown> {
  return page.waitForFunction(() => {
    const marks = document.documentElement.dataset;
    return marks.hydrated === 'true' && marks.personal !== undefined && marks.personal !== 'asking';
  });
}

/** A move inside the app asks for the next page's loader data at its address with `.data`. */
export const DATA_REQUEST = /\.data(\?|$)/;

/**
 * Holds the page's requests to addresses matching `url` until `release()`: a slow network on
 * demand, to see what a page shows while it waits. The requests then go on to the shop as sent.
 */
async function holdRequests(page: Page, url: RegExp): Promise<{ release: () => void }> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return { release };
}

/**
 * Clicks the list's "load more" with the next page's data held back: waits until the link is
 * marked busy, runs `whileHeld` (a second click, say), then lets the page come. Answers the text
 * the link showed while it was busy.
 */
export async function loadMoreHeldBack(
  page: Page,
  whileHeld?: (more: Locator) => Promise<void>,
): Promise<string | null> {
  const network = await holdRequests(page, DATA_REQUEST);
  const more = page.locator('.load-more');
  try {
    await more.click();
    await page.locator('.load-more[aria-busy="true"]').waitFor();
    const text = await more.textContent();
    await whileHeld?.(more);
    return text;
  } finally {
    // Let the page come even when a step above failed, so nothing is left waiting on it.
    network.release();
  }
}

/**
 * The pictures matching `selector` whose own shape is not their box's (width over height more
 * than 2% apart), so that `object-fit: cover` cuts part of the drawing off. Lazy pictures are
 * loaded first.
 */
export async function picturesCutToFit(page: Page, selector: string): Promise<string[]> {
  return page.locator(selector).evaluateAll(async (pictures) => {
    const cut: string[] = [];
    for (const picture of pictures as HTMLImageElement[]) {
      picture.loading = 'eager';
      await picture.decode();
      const own = picture.naturalWidth / picture.naturalHeight;
      const box = picture.clientWidth / picture.clientHeight;
      if (Math.abs(own / box - 1) > 0.02) cut.push(`${picture.src}: ${own} in ${box}`);
    }
    return cut;
  });
}

/**
 * How far a sideways-scrolling list's current link (`aria-current="page"`) lies outside the list,
 * in pixels: 0 when it is in full view.
 */
export function currentOutsideList(list: Locator): Promise<number> {
  return list.evaluate((box) => {
    const current = box.querySelector('[aria-current="page"]');
    if (!current) return Number.NaN;
    const outer = box.getBoundingClientRect();
    const item = current.getBoundingClientRect();
    const outside = Math.max(0, outer.left - item.left) + Math.max(0, item.right - outer.right);
    // A list scrolled to its end can leave its last item a fraction of a pixel past the edge: the
    // layout's rounding of the items' widths, not an item out of view.
    return outside < 1 ? 0 : outside;
  });
}

/** The slugs of the product cards within `scope` (a grid or a rail), in the order shown. */
export function cardSlugs(scope: Locator): Promise<(string | undefined)[]> {
  return scope
    .locator('a.product-card-link')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')?.split('/').pop()));
}

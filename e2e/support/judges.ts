import { type ChildProcess, spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { type AddressInfo, createServer } from 'node:net';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';

// Two judges nobody on the project wrote: axe-core (WCAG 2.2 AA) in the browser and the W3C Nu
// HTML Checker (vnu-jar, on Java) over the server's HTML (issue 13).

const require = createRequire(import.meta.url);
const AXE_SOURCE: string = require('axe-core').source;
const VNU_JAR = String(require('vnu-jar'));
const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Gives every page the context opens from now on axe-core from its start. Evaluating axe's
 * half-megabyte source into each page after it loads cost about 0.3 s a page; as the context's
 * init script about half that. Sent by the browser's devtools channel, not as an inline
 * <script>: the shop's Content-Security-Policy (rightly) refuses scripts without its nonce.
 */
export async function withAxe(context: BrowserContext): Promise<void> {
  await context.addInitScript({ content: AXE_SOURCE });
}

/** axe-core's serious and critical WCAG 2.2 AA violations on the page as it stands. */
export async function accessibilityViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async (tags) => {
    const axe = (window as unknown as { axe: { run: (...a: unknown[]) => Promise<unknown> } }).axe;
    const result = (await axe.run(document, {
      runOnly: { type: 'tag', values: tags },
      // Selectors and details only for violations: the nodes that pass cost most of a run.
      resultTypes: ['violations'],
    })) as {
      violations: { id: string; impact: string; nodes: { target: string[] }[] }[];
    };
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  }, WCAG_22_AA);
}

/**
 * WCAG 2.2's reflow (1.4.10, AA), which axe-core does not judge: the page needs no sideways
 * scrolling at its own width, nor at 320 px when it is a phone's. Each failure names the width
 * and the innermost elements that reach past the screen's edge.
 */
export async function reflowFailures(page: Page): Promise<string[]> {
  const viewport = page.viewportSize();
  if (!viewport) return [];
  const widths = viewport.width < 992 ? [viewport.width, 320] : [viewport.width];
  const failures: string[] = [];
  try {
    for (const width of widths) {
      if (width !== viewport.width) await page.setViewportSize({ ...viewport, width });
      const past = await page.evaluate(pastTheEdge);
      if (past) failures.push(`reflow at ${width} px: ${past}`);
    }
  } finally {
    if (page.viewportSize()?.width !== viewport.width) await page.setViewportSize(viewport);
  }
  return failures;
}

/** Run in the page: null when it fits its screen, else what sticks out (up to three elements). */
function pastTheEdge(): string | null {
  const root = document.documentElement;
  const edge = root.clientWidth;
  if (root.scrollWidth <= edge) return null;
  // What sits in a box that clips or scrolls sideways (a rail, a table's scroller) is fine there.
  const clipped = (el: Element) => {
    for (let up = el.parentElement; up && up !== root; up = up.parentElement) {
      if (getComputedStyle(up).overflowX !== 'visible') return true;
    }
    return false;
  };
  const over = (el: Element) =>
    el.getBoundingClientRect().right > edge + 1 &&
    getComputedStyle(el).position !== 'fixed' &&
    !clipped(el);
  // Else what overflows its own box (a word too long for its line).
  const spills = (el: Element) =>
    el.scrollWidth > el.clientWidth + 1 &&
    el.clientWidth > 0 &&
    getComputedStyle(el).overflowX === 'visible' &&
    !clipped(el);
  const all = [...document.body.querySelectorAll('*')];
  let culprits = all.filter(over).filter((el) => ![...el.children].some(over));
  if (culprits.length === 0)
    culprits = all.filter(spills).filter((el) => ![...el.children].some(spills));
  const name = (el: Element) =>
    `${el.tagName.toLowerCase()}${[...el.classList].map((c) => `.${c}`).join('')}`;
  const named = culprits
    .slice(0, 3)
    .map((el) => (el.parentElement ? `${name(el.parentElement)} > ${name(el)}` : name(el)));
  return `${root.scrollWidth} px wide (${named.join(', ') || 'no element named'})`;
}

/** The checker's own start: a JVM and the checker's schemas, several seconds on a busy machine. */
const CHECKER_START_MS = 120_000;
/** One page's check; a checker that stops answering fails the test, not hangs it. */
const CHECK_MS = 60_000;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * The W3C Nu HTML Checker as a local web service (vnu.jar's own server), started once for a
 * file's tests. Run from its command line for each check, every one of the judges' eleven checks
 * paid for a JVM's start and the checker's schemas again (5-13 s each on this machine).
 */
export function useHtmlChecker(): {
  htmlErrors(pages: Map<string, string>): Promise<string[]>;
} {
  let checker: ChildProcess | undefined;
  let address = '';
  beforeAll(async () => {
    const port = await freePort();
    address = `http://127.0.0.1:${port}/?out=json&level=error`;
    checker = spawn(
      'java',
      [
        '-cp',
        VNU_JAR,
        '-Dnu.validator.servlet.bind-address=127.0.0.1',
        'nu.validator.servlet.Main',
        String(port),
      ],
      { stdio: 'ignore' },
    );
    const exited = new Promise<never>((_, reject) =>
      checker?.once('exit', (code) => reject(new Error(`the HTML checker exited (${code})`))),
    );
    // Heard only while it starts; its end when the tests are over is no error.
    exited.catch(() => {});
    const until = Date.now() + CHECKER_START_MS;
    for (;;) {
      const ready = await Promise.race([
        fetch(address, { method: 'HEAD', signal: AbortSignal.timeout(2_000) }).then(
          () => true,
          () => false,
        ),
        exited,
      ]);
      if (ready) break;
      if (Date.now() > until) throw new Error('the HTML checker did not answer in time');
      await new Promise((wake) => setTimeout(wake, 250));
    }
  }, CHECKER_START_MS + 10_000);
  afterAll(() => {
    checker?.kill();
  });

  /** One page's errors (and the checker's own failure to read it, which is one too). */
  async function check(html: string): Promise<{ message: string; lastLine?: number }[]> {
    const answer = await fetch(address, {
      method: 'POST',
      headers: { 'content-type': 'text/html; charset=utf-8' },
      body: html,
      signal: AbortSignal.timeout(CHECK_MS),
    });
    if (!answer.ok) throw new Error(`the HTML checker answered ${answer.status}`);
    const report = (await answer.json()) as {
      messages: { type: string; message: string; lastLine?: number }[];
    };
    return report.messages.filter((m) => m.type === 'error' || m.type === 'non-document-error');
  }

  return {
    /** The Nu HTML Checker's errors for each page's HTML, as "path: message (line)". */
    async htmlErrors(pages) {
      const errors: string[] = [];
      for (const [path, html] of pages) {
        for (const m of await check(html))
          errors.push(`${path}: ${m.message} (line ${m.lastLine ?? '?'})`);
      }
      return errors;
    },
  };
}

// Lighthouse (mobile preset, simulated throttling) on the home page, median of 3 runs.

import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { generateReport, type Result } from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { startShopProcess } from '../scripts/shop-process.ts';
import { numberOption, printTable, round, troubleIn, writeArtifact, writeResult } from './lib.ts';

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-dev-shm-usage',
];
const TARGETS = { performance: 95, cls: 0.02, jsKiB: 110 };
const BROWSER_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';

type Item = Record<string, unknown>;

export async function run(args: string[]): Promise<void> {
  const { values } = parseArgs({
    args,
    options: {
      url: { type: 'string', default: '/' },
      runs: { type: 'string', default: '3' },
      products: { type: 'string', default: '2000' },
      // e.g. --cookie shop_age=21: the age gate's "yes", to measure the brand microsite itself.
      cookie: { type: 'string' },
      // The newest article's page (its slug is the seed's, found once the shop runs).
      article: { type: 'boolean', default: false },
    },
  });
  const headers = values.cookie ? { Cookie: values.cookie } : undefined;
  const runs = numberOption(values.runs, 'runs');
  const products = numberOption(values.products, 'products');
  console.log(`starting the shop (PGlite, ${products} products)...`);
  const shop = await startShopProcess({ env: { SEED_PRODUCTS: String(products) } });
  const lhrs: Result[] = [];
  try {
    const path = values.article ? await newestArticle(shop.baseUrl) : values.url;
    const url = new URL(path, shop.baseUrl).toString();
    // The first render warms the server's caches (as a browser: the age gate turns crawlers away).
    await (await fetch(url, { headers: { 'user-agent': BROWSER_UA, ...headers } })).text();
    for (let i = 1; i <= runs; i++) {
      lhrs.push(await audit(url, headers));
      console.log(`  run ${i}: performance ${score(lhrs.at(-1), 'performance')}`);
    }
  } finally {
    await shop.stop();
  }
  const lhr = computeMedianRun(lhrs);
  const figures = summarize(lhr);
  const scripts = figures.scripts.slice(0, 8);

  console.log(
    `\n${lhr.finalDisplayedUrl} — median of ${runs} runs (mobile, simulated throttling)\n`,
  );
  printTable([
    ['', 'median', 'target', 'met'],
    ['performance', figures.performance, `≥ ${TARGETS.performance}`, yes(figures.met.performance)],
    ['accessibility', figures.accessibility, '', ''],
    ['LCP (ms)', figures.lcpMs, '', ''],
    ['TBT (ms)', figures.tbtMs, '', ''],
    ['CLS', figures.cls, `≤ ${TARGETS.cls}`, yes(figures.met.cls)],
    ['FCP (ms)', figures.fcpMs, '', ''],
    ['Speed Index (ms)', figures.speedIndexMs, '', ''],
    ['JS transferred (KiB)', figures.jsKiB, `≤ ${TARGETS.jsKiB}`, yes(figures.met.js)],
    ['all runs: performance', lhrs.map((r) => score(r, 'performance')).join(' / '), '', ''],
  ]);
  console.log('\nJavaScript by script (KiB, gzipped as transferred):');
  printTable([
    ['script', 'transferred', 'unused (est.)'],
    ...scripts.map((s) => [s.url, round(s.transferBytes / 1024), round(s.unusedBytes / 1024)]),
  ]);
  if (figures.opportunities.length > 0) {
    console.log('\nopportunities and failing performance audits:');
    for (const o of figures.opportunities)
      console.log(`  - ${o.title}${o.value ? `: ${o.value}` : ''}`);
  }
  if (figures.offHostRequests.length > 0) {
    console.log(`\nrequests not to 127.0.0.1:\n  ${figures.offHostRequests.join('\n  ')}`);
  }
  const trouble = troubleIn(shop.output());
  if (trouble.length > 0) console.log(`\nthe shop printed warnings:\n${trouble.join('\n')}`);
  const report = writeArtifact('lighthouse-pglite.html', generateReport(lhr, 'html'));
  console.log(`\nHTML report of the median run: ${report}`);
  writeResult('lighthouse', 'pglite', {
    url: values.url,
    cookie: values.cookie ?? null,
    runs,
    products,
    ...figures,
    allRuns: lhrs.map(summarizeRun),
    shopWarnings: trouble,
  });
}

async function audit(url: string, extraHeaders?: Record<string, string>): Promise<Result> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      logLevel: 'error',
      output: 'json',
      onlyCategories: ['performance', 'accessibility'],
      ...(extraHeaders ? { extraHeaders } : {}),
    });
    if (!result) throw new Error('Lighthouse returned no result');
    const problem = result.lhr.runtimeError?.message;
    if (problem) throw new Error(`Lighthouse: ${problem}`);
    return result.lhr;
  } finally {
    chrome.kill();
  }
}

function summarize(lhr: Result) {
  const run = summarizeRun(lhr);
  const unused = new Map(
    items(lhr, 'unused-javascript').map((r) => [String(r.url), Number(r.wastedBytes ?? 0)]),
  );
  const scripts = items(lhr, 'network-requests')
    .filter((r) => r.resourceType === 'Script')
    .map((r) => ({
      url: shortUrl(String(r.url)),
      transferBytes: Number(r.transferSize ?? 0),
      unusedBytes: unused.get(String(r.url)) ?? 0,
    }))
    .sort((a, b) => b.transferBytes - a.transferBytes);
  const offHostRequests = items(lhr, 'network-requests')
    .map((r) => String(r.url))
    .filter((u) => /^https?:/.test(u) && new URL(u).hostname !== '127.0.0.1');
  return {
    ...run,
    met: {
      performance: run.performance >= TARGETS.performance,
      cls: run.cls <= TARGETS.cls,
      js: run.jsKiB <= TARGETS.jsKiB,
    },
    scripts,
    opportunities: opportunities(lhr),
    offHostRequests,
  };
}

function summarizeRun(lhr: Result) {
  const metric = (id: string) => Math.round(lhr.audits[id]?.numericValue ?? Number.NaN);
  const jsBytes = items(lhr, 'resource-summary')
    .filter((r) => r.resourceType === 'script')
    .reduce((sum, r) => sum + Number(r.transferSize ?? 0), 0);
  return {
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    lcpMs: metric('largest-contentful-paint'),
    tbtMs: metric('total-blocking-time'),
    cls: round(lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN, 3),
    fcpMs: metric('first-contentful-paint'),
    speedIndexMs: metric('speed-index'),
    jsBytes,
    jsKiB: round(jsBytes / 1024),
  };
}

/** Performance audits that fail or promise savings, the biggest savings first. */
function opportunities(lhr: Result) {
  const refs = lhr.categories.performance?.auditRefs ?? [];
  return refs
    .filter((ref) => ref.group !== 'metrics' && ref.group !== 'hidden')
    .flatMap((ref) => {
      const a = lhr.audits[ref.id];
      if (!a || a.score === null || a.score >= 0.9) return [];
      if (a.scoreDisplayMode === 'informative' || a.scoreDisplayMode === 'notApplicable') return [];
      const details = a.details as { overallSavingsMs?: number; overallSavingsBytes?: number };
      return [
        {
          id: a.id,
          title: a.title,
          value: a.displayValue ?? '',
          savingsMs: details?.overallSavingsMs ?? 0,
          savingsBytes: details?.overallSavingsBytes ?? 0,
        },
      ];
    })
    .sort((a, b) => b.savingsMs - a.savingsMs || b.savingsBytes - a.savingsBytes);
}

function items(lhr: Result, auditId: string): Item[] {
  const details = lhr.audits[auditId]?.details as { items?: unknown } | undefined;
  return Array.isArray(details?.items) ? (details.items as Item[]) : [];
}

function score(lhr: Result | undefined, category: string): number {
  return Math.round((lhr?.categories[category]?.score ?? Number.NaN) * 100);
}

function shortUrl(url: string): string {
  try {
    return new URL(url).pathname;
  } catch {
    return url;
  }
}

function yes(met: boolean): string {
  return met ? 'yes' : 'NO';
}

async function newestArticle(baseUrl: string): Promise<string> {
  const answer = await fetch(new URL('/api/v2/articles', baseUrl));
  const { articles } = (await answer.json()) as { articles: { slug: string }[] };
  if (!articles[0]) throw new Error('the shop has no article');
  return `/articles/${articles[0].slug}`;
}

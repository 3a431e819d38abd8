// Lighthouse on the storefront: starts the whole shop with the demo data (like bench/catalog.mjs), runs
// Lighthouse with its default mobile settings (Moto G Power screen, simulated slow 4G and a 4x slower CPU)
// on every storefront page a visitor lands on (home, the shop screens, a product page, /bio, /gallery, /events,
// /cv, /contact, /corporate-buyers, /mail-club, /art-wall, /checkout) and the admin app's first load (its sign-in
// screen, not held to the bar), and prints a table of each page's four scores and its FCP, LCP,
// TBT and CLS, the machine's load average, and the audits that fail. A page that answers 404 (not built in
// this checkout, or switched off) is skipped, saying so.
// The full reports go to .data/lighthouse/ (HTML and JSON).
//   npm run build && npm run lighthouse [-- --gate] [-- --min 90] [-- --url http://localhost:3000]
// --gate: exits 1 unless every page has performance >= 95, accessibility and best practices 100, LCP <= 2 s,
// TBT <= 150 ms and CLS <= 0.05.
// --min N: exits 1 when a page's performance or accessibility score is below N.
// --url: measures a shop that is already running instead of starting one.
// WEB_DIST=<folder>: the storefront build to serve (default web/dist; its server build is the dist-server beside it),
// e.g. a copy of both kept still while web/ is rebuilt.
import { mkdir, writeFile } from 'node:fs/promises';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { TestSystem, workspaceRoot } from '@artshop/testing';

const { values } = parseArgs({ options: { min: { type: 'string' }, url: { type: 'string' }, gate: { type: 'boolean' } } });
const min = values.min === undefined ? undefined : Number(values.min);
if (min !== undefined && !(min >= 0 && min <= 100)) throw new Error('--min takes a score from 0 to 100');
/** The bar every page must clear with --gate: mobile settings, the metrics as Lighthouse measures them. */
const GATE = { performance: 95, accessibility: 100, 'best-practices': 100, lcpMs: 2000, tbtMs: 150, cls: 0.05 };

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const GATED = ['performance', 'accessibility'];
const reportDir = join(workspaceRoot, '.data/lighthouse');
// Other work on the machine slows the page's scripts: the load is printed with the results.
const loadAverage = () =>
  loadavg()
    .map((load) => load.toFixed(1))
    .join(', ');
const loadBefore = loadAverage();

const env = { LOG_LEVEL: 'error', ...(process.env.WEB_DIST ? { WEB_DIST: process.env.WEB_DIST } : {}) };
const system = values.url ? undefined : await TestSystem.start({ seed: true, env });
const base = (values.url ?? system.baseUrl).replace(/\/+$/, '');
// Debian's Chromium, headless, without the background traffic this closed network refuses.
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
    '--disable-sync',
  ],
});

let belowMin = false;
try {
  const products = await (await fetch(`${base}/api/products`)).json();
  const product = products.find((one) => one.images.length > 0) ?? products[0];
  if (!product) throw new Error('The shop has no active product to measure');
  const listed = [
    ['home', '/'],
    ['shop', '/shop-all'],
    ['originals', '/originals'],
    ['prints', '/prints'],
    ['accessories', '/accessories'],
    ['product', `/product/${product.id}`],
    ['bio', '/bio'],
    ['gallery', '/gallery'],
    ['events', '/events'],
    ['cv', '/cv'],
    ['contact', '/contact'],
    ['corporate', '/corporate-buyers'],
    ['mail-club', '/mail-club'],
    ['art-wall', '/art-wall'],
    ['checkout', '/checkout'],
    // The admin app stays rendered in the browser: its first load (the sign-in page) is
    // measured and printed, but not held to the storefront's bar.
    ['admin', '/admin/', { gated: false }],
  ];
  // The gateway answers 404 for a page the storefront does not have (or that is switched off).
  const pages = [];
  for (const [name, path, { gated = true } = {}] of listed) {
    const { status } = await fetch(`${base}${path}`);
    if (status === 404) console.log(`skipped ${path}: it answers 404 (not built in this checkout, or switched off)`);
    else pages.push([name, path, gated]);
  }
  await mkdir(reportDir, { recursive: true });
  // A trace Lighthouse could not read (e.g. NO_NAVSTART, which asks to run it again) is recorded once more.
  const audit = async (path, attemptsLeft = 2) => {
    const result = await lighthouse(`${base}${path}`, { port: chrome.port, output: ['html', 'json'], logLevel: 'error', onlyCategories: CATEGORIES });
    if (!result) throw new Error(`Lighthouse gave no result for ${path}`);
    const { runtimeError } = result.lhr;
    if (!runtimeError) return result;
    if (attemptsLeft > 1) return audit(path, attemptsLeft - 1);
    throw new Error(`${path}: ${runtimeError.code} ${runtimeError.message}`);
  };

  const rows = [];
  const gateFailures = [];
  for (const [name, path, gated] of pages) {
    const { lhr, report } = await audit(path);
    await writeFile(join(reportDir, `${name}.html`), report[0]);
    await writeFile(join(reportDir, `${name}.json`), report[1]);
    const scores = Object.fromEntries(CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]));
    rows.push({ name, path, scores, lhr });
    if (!gated) continue;
    if (min !== undefined && GATED.some((id) => scores[id] < min)) belowMin = true;
    for (const id of ['performance', 'accessibility', 'best-practices'])
      if (scores[id] < GATE[id]) gateFailures.push(`${path}: ${id} ${scores[id]} < ${GATE[id]}`);
    const value = (id) => lhr.audits[id]?.numericValue ?? 0;
    if (value('largest-contentful-paint') > GATE.lcpMs)
      gateFailures.push(`${path}: LCP ${Math.round(value('largest-contentful-paint'))} ms > ${GATE.lcpMs} ms`);
    if (value('total-blocking-time') > GATE.tbtMs) gateFailures.push(`${path}: TBT ${Math.round(value('total-blocking-time'))} ms > ${GATE.tbtMs} ms`);
    if (value('cumulative-layout-shift') > GATE.cls) gateFailures.push(`${path}: CLS ${value('cumulative-layout-shift').toFixed(3)} > ${GATE.cls}`);
  }

  console.log(
    `\nLighthouse ${rows[0].lhr.lighthouseVersion}, ${rows[0].lhr.configSettings.formFactor}, ${rows[0].lhr.configSettings.throttlingMethod} throttling, ${base}\n`,
  );
  // The four scores, then the metrics as Lighthouse reports them (its simulated phone's times).
  const METRICS = { FCP: 'first-contentful-paint', LCP: 'largest-contentful-paint', TBT: 'total-blocking-time', CLS: 'cumulative-layout-shift' };
  const metric = (lhr, id) => (id === METRICS.CLS ? (lhr.audits[id]?.numericValue ?? 0).toFixed(3) : (lhr.audits[id]?.displayValue ?? '–').replace(/\s/g, ' '));
  const row = (name, cells) => console.log(`${name.padEnd(10)}${cells.map((cell) => String(cell).padStart(9)).join('')}`);
  row('page', ['perf', 'a11y', 'best pr.', 'SEO', ...Object.keys(METRICS)]);
  for (const { name, scores, lhr } of rows) row(name, [...CATEGORIES.map((id) => scores[id]), ...Object.values(METRICS).map((id) => metric(lhr, id))]);
  console.log(`Load average (1, 5, 15 min) before: ${loadBefore}; after: ${loadAverage()} (${cpus().length} cores)`);

  for (const { name, path, lhr } of rows) {
    const failing = failingAudits(lhr);
    console.log(`\n${name} (${path}): Speed Index ${metric(lhr, 'speed-index')}${failing.length ? '' : ', every audit passes'}`);
    for (const line of failing) console.log(`  ${line}`);
  }
  console.log(`\nFull reports: ${reportDir}/{${pages.map(([name]) => name).join(',')}}.html`);
  if (belowMin) console.log(`\nA page scored below ${min} in ${GATED.join(' or ')}.`);
  if (gateFailures.length)
    console.log(
      `\nBelow the bar (performance >= ${GATE.performance}, accessibility ${GATE.accessibility}, CLS <= ${GATE.cls}):\n  ${gateFailures.join('\n  ')}`,
    );
  else console.log(`\nEvery page clears the bar: performance >= ${GATE.performance}, accessibility ${GATE.accessibility}, CLS <= ${GATE.cls}.`);
  if (values.gate && gateFailures.length) belowMin = true;
} finally {
  chrome.kill();
  await system?.close();
}
process.exitCode = belowMin ? 1 : 0;

/** Audits of each category that do not pass (score below 0.9), most weighty first, with what they found. */
function failingAudits(lhr) {
  const lines = [];
  for (const id of CATEGORIES) {
    const refs = lhr.categories[id]?.auditRefs ?? [];
    const failing = refs
      .map((ref) => ({ ref, audit: lhr.audits[ref.id] }))
      .filter(
        ({ ref, audit }) =>
          ref.group !== 'metrics' &&
          audit &&
          audit.score !== null &&
          audit.score < 0.9 &&
          !['informative', 'manual', 'notApplicable'].includes(audit.scoreDisplayMode),
      )
      .sort((a, b) => b.ref.weight - a.ref.weight || a.audit.score - b.audit.score);
    for (const { audit } of failing) {
      const items = audit.details?.items?.length ? ` (${audit.details.items.length} item${audit.details.items.length === 1 ? '' : 's'})` : '';
      lines.push(`${id}: ${audit.title}${audit.displayValue ? ` — ${audit.displayValue}` : ''}${items}`);
    }
  }
  return lines;
}

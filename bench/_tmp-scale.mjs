// Benchmark: what a page costs as the catalogue grows. The demo shop, then with 1,000 and 10,000 more
// works (written straight into catalog's tables, half of them originals with prints, some sold, in the
// demo's categories), and for each size: the home and shop pages' HTML and a list page's JSON as sent
// (Brotli), and the list and a search read at `connections` clients, p50/p99, through the gateway's
// cache and with the cache off (every request goes gateway → catalog → PostgreSQL), plus a typo search
// and a filtered, price-sorted list uncached. The goal: at 10,000 works every page within 10% of its
// size at 0, and the uncached list and search p99 at most 50 ms at 20 connections.
//   npm run build && node bench/catalog-scale.mjs [--connections 20] [--seconds 5] [--sizes 0,1000,10000]
import { parseArgs } from 'node:util';
import { ApiClient, TestSystem } from '@artshop/testing';
import { measureGet } from './http-load.mjs';

const { values } = parseArgs({
  options: {
    connections: { type: 'string', default: '20' },
    seconds: { type: 'string', default: '5' },
    sizes: { type: 'string', default: '0,1000,10000' },
  },
});
const connections = Number(values.connections);
const seconds = Number(values.seconds);
const sizes = values.sizes.split(',').map(Number);

const LIST = '/api/products/page';
const SEARCH = '/api/products/page?q=heron';
const TYPO = '/api/products/page?q=herron';
const FILTERED = '/api/products/page?type=print&availability=available&sort=price-asc&page=3';

const system = await TestSystem.start({ seed: true, env: { LOG_LEVEL: 'error' } });
try {
  const admin = new ApiClient(system.baseUrl);
  const login = await admin.post('/api/auth/login', system.admin);
  if (login.status !== 200) throw new Error(`admin sign-in: ${login.status}`);
  const brotli = { 'accept-encoding': 'br' };
  const sent = async (path) => {
    const answer = await fetch(`${system.baseUrl}${path}`, { headers: brotli });
    if (answer.status !== 200) throw new Error(`GET ${path}: ${answer.status}`);
    return Number(answer.headers.get('content-length')) || (await answer.arrayBuffer()).byteLength;
  };
  const run = (path) => measureGet(`${system.baseUrl}${path}`, { connections, seconds, warmUpSeconds: 1, headers: brotli });
  const restartGateway = async (cache) => {
    await system.part('gateway').stop();
    system.part('gateway').env.RESPONSE_CACHE = String(cache);
    await system.part('gateway').start();
  };

  const results = [];
  let extra = 0;
  for (const size of sizes) {
    if (size > extra) {
      await addWorks(extra, size - extra);
      extra = size;
    }
    await restartGateway(true);
    const row = {
      size,
      home: await sent('/'),
      shop: await sent('/shop-all'),
      list: await sent(LIST),
      cachedList: await run(LIST),
      cachedSearch: await run(SEARCH),
    };
    await restartGateway(false);
    row.uncachedList = await run(LIST);
    row.uncachedSearch = await run(SEARCH);
    row.uncachedTypo = await run(TYPO);
    row.uncachedFiltered = await run(FILTERED); console.log("list again", JSON.stringify(await run(LIST)), "filtered again", JSON.stringify(await run(FILTERED)));
    results.push(row);
    report(results);
  }
} finally {
  await system.close();
}

/** `count` more works after the `from` already added: names and descriptions made of a few words, so searches find some. */
async function addWorks(from, count) {
  const started = performance.now();
  await system.query(
    `WITH words AS (SELECT ARRAY['Heron','Tide','Ember','Field','Quiet','Meridian','Salt','Marsh','Cobalt','Dune','Lichen','Orchard'] AS w),
          made AS (
            INSERT INTO catalog.products (name, slug, description, price_cents, category_id, status, stock, is_original, images, created_at)
            SELECT w[1 + n % 12] || ' ' || w[1 + (n / 12) % 12] || ' ' || n,
                   'bench-work-' || n,
                   'A study of ' || lower(w[1 + (n / 7) % 12]) || ' and ' || lower(w[1 + (n / 5) % 12]) || ' in oil on linen.',
                   (50 + n % 400) * 100,
                   (SELECT id FROM catalog.categories ORDER BY sort_order, name OFFSET n % 3 LIMIT 1),
                   CASE WHEN n % 50 = 0 THEN 'draft' ELSE 'active' END,
                   CASE WHEN n % 2 = 0 THEN 0 ELSE 5 END,
                   n % 2 = 0,
                   '["/placeholder.svg"]'::jsonb,
                   now() - make_interval(days => n % 3650, secs => n)
              FROM words, generate_series($1::int + 1, $1::int + $2::int) AS n
            RETURNING id, is_original, price_cents, slug)
     INSERT INTO catalog.pricing_tiers (product_id, size, price_cents, type, stock, description, position)
     SELECT id, '36x48', price_cents * 4, 'Original', CASE WHEN right(slug, 1) IN ('0', '4') THEN 0 ELSE 1 END, 'The painting', 0 FROM made WHERE is_original
     UNION ALL
     SELECT id, '18x24', 22500, 'Print', 25, 'Archival print', 1 FROM made WHERE is_original`,
    [from, count],
  );
  await system.query('ANALYZE catalog.products');
  await system.query('ANALYZE catalog.pricing_tiers');
  console.log(`added ${count} works in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

function report(rows) {
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
  const ms = (r) => `${r.p50}/${r.p99}`;
  console.log(`\n${connections} connections, ${seconds} s per run; sizes as sent (Brotli); latencies p50/p99 ms`);
  console.log('extra works  home HTML  shop HTML  list JSON  list cached  search cached  list uncached  search uncached  typo uncached  filtered uncached');
  for (const row of rows)
    console.log(
      `${String(row.size).padStart(11)}  ${kb(row.home).padStart(9)}  ${kb(row.shop).padStart(9)}  ${kb(row.list).padStart(9)}  ${ms(row.cachedList).padStart(11)}  ${ms(row.cachedSearch).padStart(13)}  ${ms(row.uncachedList).padStart(13)}  ${ms(row.uncachedSearch).padStart(15)}  ${ms(row.uncachedTypo).padStart(13)}  ${ms(row.uncachedFiltered).padStart(17)}`,
    );
  const first = rows[0];
  const last = rows.at(-1);
  if (rows.length > 1)
    console.log(
      `at ${last.size} against ${first.size}: home ${pct(last.home, first.home)}, shop ${pct(last.shop, first.shop)}, list ${pct(last.list, first.list)}`,
    );
}

function pct(now, before) {
  const change = ((now - before) / before) * 100;
  return `${change >= 0 ? '+' : ''}${change.toFixed(1)}%`;
}

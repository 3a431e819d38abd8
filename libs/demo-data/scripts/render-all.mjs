// Renders every demo image to WebP and prints how long it took.
// Usage, after `npx tsc -b`: node scripts/render-all.mjs [output-dir] [concurrency, default 1]
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { allDemoImages, renderWebp } from '../dist/index.js';

const outDir = process.argv[2] || undefined;
const concurrency = Number(process.argv[3] ?? 1);
const images = allDemoImages();
const queue = [...images];
const timings = [];
let bytes = 0;
const started = performance.now();

async function worker() {
  for (let image = queue.shift(); image; image = queue.shift()) {
    const t0 = performance.now();
    const webp = await renderWebp(image);
    timings.push([performance.now() - t0, image.key]);
    bytes += webp.length;
    if (outDir) {
      const file = join(outDir, `${image.key}.webp`);
      await mkdir(dirname(file), { recursive: true });
      await writeFile(file, webp);
    }
  }
}

await Promise.all(Array.from({ length: concurrency }, worker));
const total = performance.now() - started;
timings.sort((a, b) => b[0] - a[0]);
const median = timings[Math.floor(timings.length / 2)][0];
console.log(
  `${images.length} images, ${(bytes / 1024 / 1024).toFixed(1)} MB, ${(total / 1000).toFixed(2)} s with concurrency ${concurrency}, median ${median.toFixed(0)} ms per image`,
);
console.log(
  'slowest:',
  timings
    .slice(0, 3)
    .map(([ms, key]) => `${key} ${ms.toFixed(0)} ms`)
    .join(', '),
);

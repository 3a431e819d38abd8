// Renders every demo image to WebP and prints how long it took.
// Usage: node scripts/render-all.mjs [output-dir]   (after `npx tsc -b`)
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { allDemoImages, renderWebp } from '../dist/index.js';

const outDir = process.argv[2];
const images = allDemoImages();
const started = performance.now();
let bytes = 0;
const slowest = [];
for (const image of images) {
  const t0 = performance.now();
  const webp = await renderWebp(image);
  slowest.push([performance.now() - t0, image.key]);
  bytes += webp.length;
  if (outDir) {
    const file = join(outDir, `${image.key}.webp`);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, webp);
  }
}
const total = performance.now() - started;
slowest.sort((a, b) => b[0] - a[0]);
console.log(`${images.length} images, ${(bytes / 1024 / 1024).toFixed(1)} MB, ${(total / 1000).toFixed(2)} s sequential`);
console.log('slowest:', slowest.slice(0, 5).map(([ms, key]) => `${key} ${ms.toFixed(0)} ms`).join(', '));

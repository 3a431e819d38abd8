// Bundles a part's compiled code (dist/main.js, from `tsc -b`) and the libraries it imports into one file,
// dist/main.bundle.js, which is what runs: the start script, the tests, compose, Kubernetes and the image.
// Node then reads, resolves and links one module instead of some two thousand: a part starts on about
// half the CPU (a service: 2.2 s to 1.0 s on a 2-core machine), which is most of a test system's start.
//   Run by each part's build, in the part's folder: `tsc -b && node ../../scripts/bundle-part.mjs`.
import { dirname, join, relative, sep } from 'node:path';
import { build } from 'rolldown';

/**
 * Left to Node at run time:
 * - pg and ioredis, which the traces (libs/telemetry) patch as Node loads them;
 * - native addons (argon2, sharp) and what finds its own files next to it at run time (bullmq's workers
 *   and native parts, connect-pg-simple's table);
 * - the traces' own packages, loaded before the part.
 */
const RUNTIME_PACKAGES = ['pg', 'pg-native', 'ioredis', 'bullmq', 'argon2', 'sharp', 'connect-pg-simple', '@opentelemetry'];
const isRuntimePackage = (id) => RUNTIME_PACKAGES.some((name) => id === name || id.startsWith(`${name}/`));

const dist = join(process.cwd(), 'dist');
const output = join(dist, 'main.bundle.js');

/**
 * A module that finds files relative to itself (import.meta.url) keeps finding them from the bundle: its
 * URL becomes its compiled file's, relative to the bundle, which sits at the same place in the repository
 * as in the image.
 */
const ownLocation = {
  name: 'own-location',
  transform(code, id) {
    // Not the bundler's own runtime (a virtual module, '\0…'), whose require starts from the bundle.
    if (id.startsWith('\0') || !code.includes('import.meta.url')) return null;
    // A relative URL ('web/web-apps.js', '../../../libs/…'), resolved against the bundle's when it runs.
    const path = relative(dist, id).split(sep).map(encodeURIComponent).join('/');
    return { code: code.replaceAll('import.meta.url', `new URL(${JSON.stringify(path)}, import.meta.url).href`), map: null };
  },
};

/**
 * @nestjs/typeorm reads two classes that TypeORM 1 no longer has through a require at run time, which from
 * the bundle would load a second TypeORM (and a second reflect-metadata) from node_modules: it reads the
 * bundled one instead.
 */
const oneTypeorm = {
  name: 'one-typeorm',
  transform(code, id) {
    if (!id.endsWith('/@nestjs/typeorm/dist/common/typeorm-compat.js')) return null;
    if (!code.includes("require('typeorm')")) throw new Error(`${id} no longer reads typeorm as scripts/bundle-part.mjs expects`);
    return { code: `import * as bundledTypeorm from 'typeorm';\n${code.replace("require('typeorm')", 'bundledTypeorm')}`, map: null };
  },
};

await build({
  input: join(dist, 'main.js'),
  platform: 'node',
  external: isRuntimePackage,
  plugins: [ownLocation, oneTypeorm],
  logLevel: 'silent',
  output: { file: output, format: 'esm', keepNames: true, codeSplitting: false, sourcemap: true },
});
console.log(`bundled ${relative(dirname(process.cwd()), output)}`);

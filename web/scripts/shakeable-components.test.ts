import { fileURLToPath } from 'node:url';
import { rolldown, type Plugin } from 'rolldown';
import { describe, expect, it } from 'vitest';
import { shakeableRouterComponents } from './shakeable-components';

const routerBuild = fileURLToPath(new URL('../../node_modules/react-router/dist/production/index.mjs', import.meta.url));

/** A module that uses React Router's Link and nothing else, bundled as the storefront's build does. */
async function bundleLinkOnly(plugins: Plugin[]): Promise<string> {
  const entry: Plugin = {
    name: 'entry',
    resolveId: (id) => (id === 'entry' ? id : id === 'react-router' ? routerBuild : null),
    load: (id) => (id === 'entry' ? "export { Link } from 'react-router';" : null),
  };
  const bundle = await rolldown({
    input: 'entry',
    plugins: [entry, ...plugins],
    logLevel: 'silent',
    external: [/^react($|-dom|\/)/, 'cookie', 'set-cookie-parser'],
  });
  const { output } = await bundle.generate({ format: 'es' });
  await bundle.close();
  return output.map((chunk) => (chunk.type === 'chunk' ? chunk.code : '')).join('\n');
}

describe('shakeableRouterComponents', () => {
  it("leaves React Router's unused Form out of a bundle that only links", async () => {
    const before = await bundleLinkOnly([]);
    const after = await bundleLinkOnly([shakeableRouterComponents() as Plugin]);

    // Without the plugin the unused form and what it needs are kept (the test would otherwise prove nothing).
    expect(before).toMatch(/var Form = /);
    expect(before).toMatch(/function useSubmit\(/);
    expect(after).not.toMatch(/var Form = /);
    expect(after).not.toMatch(/function useSubmit\(/);
    // Dropping the names is safe only while nothing reads them.
    expect(before).not.toMatch(/\.displayName\b(?!\s*=)/);
    // The link itself is still there.
    expect(after).toMatch(/var Link = /);
    expect(after.length).toBeLessThan(before.length);
  });
});

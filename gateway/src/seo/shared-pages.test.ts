import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { GatewayConfig } from '../config.js';
import type { CachedAnswer, ResponseCache } from '../routing/response-cache.js';
import type { ServiceClients } from '../routing/service-clients.js';
import type { AppRenderer } from '../web/app-renderer.js';
import { SharedPages } from './shared-pages.js';

const INDEX_HTML = '<!doctype html><html><head><title>Shop</title></head><body><div id="root"></div></body></html>';

describe('rendering the storefront’s pages', () => {
  // The services are away (every page keeps the defaults); each render waits until the test lets it finish.
  const clients = { call: () => Promise.reject(new Error('away')), callForJson: () => Promise.reject(new Error('away')) } as unknown as ServiceClients;
  const uncached = { get: (_key: string, load: () => Promise<CachedAnswer>) => load() } as unknown as ResponseCache;
  const config = { PAGE_RENDERS_AT_ONCE: 2, PUBLIC_URL: 'https://shop.example', PUBLIC_ORIGIN: 'https://shop.example' } as GatewayConfig;
  const request = (url: string) => ({ url, id: url, log: { warn: () => {}, error: () => {} } }) as unknown as FastifyRequest;

  it('renders at most PAGE_RENDERS_AT_ONCE pages at once: beyond, the page goes out for the browser to render, and is not kept', async () => {
    const finish: Array<() => void> = [];
    const renderApp: AppRenderer = (url) => new Promise((resolve) => finish.push(() => resolve({ html: `<h1>Rendered ${url}</h1>`, stateElement: '' })));
    const pages = new SharedPages(INDEX_HTML, clients, uncached, config, undefined, renderApp);

    const first = pages.render(request('/?page=1'));
    const second = pages.render(request('/?page=2'));
    const third = await pages.render(request('/?page=3'));
    expect(third.body.toString()).toContain('<div id="root"></div>');
    expect(third.body.toString()).not.toContain('Rendered');
    expect(third.transient).toBe(true);
    await expect.poll(() => finish.length).toBe(2);

    finish[0]!();
    const rendered = await first;
    expect(rendered.body.toString()).toContain('<div id="root"><h1>Rendered /?page=1</h1></div>');
    expect(rendered.transient).toBeUndefined();
    // A place is free again.
    const fourth = pages.render(request('/?page=4'));
    await expect.poll(() => finish.length).toBe(3);
    finish[1]!();
    finish[2]!();
    expect((await second).body.toString()).toContain('Rendered /?page=2');
    expect((await fourth).body.toString()).toContain('Rendered /?page=4');
  });

  it('sends a page whose render failed for the browser to render, and does not keep it', async () => {
    let renders = 0;
    const renderApp: AppRenderer = () =>
      renders++ === 0 ? Promise.reject(new Error('render failed')) : Promise.resolve({ html: '<h1>Home</h1>', stateElement: '' });
    const pages = new SharedPages(INDEX_HTML, clients, uncached, { ...config, PAGE_RENDERS_AT_ONCE: 1 }, undefined, renderApp);
    const failed = await pages.render(request('/'));
    expect(failed.status).toBe(200);
    expect(failed.body.toString()).toContain('<div id="root"></div>');
    expect(failed.transient).toBe(true);
    // The failed render gave its place back: the next visitor's page is rendered.
    const next = await pages.render(request('/'));
    expect(next.body.toString()).toContain('<div id="root"><h1>Home</h1></div>');
    expect(next.transient).toBeUndefined();
  });
});

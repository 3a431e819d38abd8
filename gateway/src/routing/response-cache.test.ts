import { afterAll, describe, expect, it } from 'vitest';
import { gatewayConfig } from '../config.js';
import { htmlAnswer, ResponseCache } from './response-cache.js';

describe('the gateway’s response cache', () => {
  // Its replicas tell each other of changes over Redis (the machine's, as everywhere in the tests).
  const cache = new ResponseCache(gatewayConfig({ BULL_PREFIX: `cache-test-${process.pid}` }));
  afterAll(() => cache.onApplicationShutdown());

  it('keeps an answer, but not one marked transient (a page sent unrendered while the gateway was busy)', async () => {
    let loads = 0;
    const rendered = () => Promise.resolve(htmlAnswer(200, `<h1>Home ${++loads}</h1>`));
    expect((await cache.get('page /', rendered)).body.toString()).toBe('<h1>Home 1</h1>');
    expect((await cache.get('page /', rendered)).body.toString()).toBe('<h1>Home 1</h1>');

    const unrendered = () => Promise.resolve({ ...htmlAnswer(200, `<div id="root"></div> ${++loads}`), transient: true as const });
    expect((await cache.get('page /bio', unrendered)).body.toString()).toBe('<div id="root"></div> 2');
    expect((await cache.get('page /bio', unrendered)).body.toString()).toBe('<div id="root"></div> 3');
  });
});

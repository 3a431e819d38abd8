import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
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

  describe('by a drop’s opening', () => {
    afterEach(() => vi.useRealTimers());

    it('keeps nothing past the instant a drop opens, what was kept before it was known too', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      let loads = 0;
      const page = () => Promise.resolve(htmlAnswer(200, `<p>Coming ${++loads}</p>`));
      await cache.get('page /drops/harbour', page);
      cache.changesAt(Date.now() + 5_000, Date.now() - 1_000);
      await cache.get('page /product/1', page);
      vi.advanceTimersByTime(4_999);
      expect((await cache.get('page /drops/harbour', page)).body.toString()).toBe('<p>Coming 1</p>');
      expect((await cache.get('page /product/1', page)).body.toString()).toBe('<p>Coming 2</p>');
      // The release second: both are read again, and then kept for the usual time.
      vi.advanceTimersByTime(1);
      expect((await cache.get('page /drops/harbour', page)).body.toString()).toBe('<p>Coming 3</p>');
      expect((await cache.get('page /product/1', page)).body.toString()).toBe('<p>Coming 4</p>');
      vi.advanceTimersByTime(30_000);
      expect((await cache.get('page /drops/harbour', page)).body.toString()).toBe('<p>Coming 3</p>');
    });
  });
});

import { describe, expect, it } from 'vitest';
import { gatewayConfig } from './config.js';

const production = { NODE_ENV: 'production', SESSION_SECRET: 'a-production-secret-of-at-least-32-chars' };

describe('gateway configuration', () => {
  it('refuses to start in production without PUBLIC_URL: absolute links would come from the Host header', () => {
    expect(() => gatewayConfig(production)).toThrow(/PUBLIC_URL must be set in production/);
    expect(gatewayConfig({ ...production, PUBLIC_URL: 'https://shop.example.com' }).PUBLIC_URL).toBe('https://shop.example.com');
  });

  it('refuses to start in production without SESSION_SECRET', () => {
    expect(() => gatewayConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://shop.example.com' })).toThrow(/SESSION_SECRET/);
  });

  it('starts in development without either', () => {
    expect(gatewayConfig({ NODE_ENV: 'development' }).PUBLIC_URL).toBeUndefined();
  });
});

import { TestSystem } from '@artshop/testing';
import { measureGet } from './http-load.mjs';
const system = await TestSystem.start({ seed: true, env: { LOG_LEVEL: 'error', RESPONSE_CACHE: 'false' } });
try {
  const path = process.argv[2] ?? '/api/products/page';
  console.log(await measureGet(`${system.baseUrl}${path}`, { connections: 20, seconds: 5, warmUpSeconds: 2, headers: { 'accept-encoding': 'br' } }));
} finally { await system.close(); }

// Load generator: the shopping journey (browse, cart, pay at the Stripe emulator, contact form,
// a customer's account) with a shop's mix of visitors, printing throughput and p50/p95/p99 per step.
// Against a running shop:   node bench/load.mjs --url http://localhost:3000 [--users 20] [--seconds 30]
//                                [--customer email:password]   (a confirmed account, for the account journey)
// Without --url it starts the whole shop with the demo data itself (npm run build first).
import { parseArgs } from 'node:util';
import { ApiClient, TestSystem, formatLoadReport, runLoad, useTestShopSettings } from '@artshop/testing';

const { values } = parseArgs({
  options: {
    url: { type: 'string' },
    users: { type: 'string', default: '20' },
    seconds: { type: 'string', default: '30' },
    customer: { type: 'string' },
  },
});
const [email, password] = values.customer?.split(':') ?? [];
const customer = email && password ? { email, password } : undefined;

// Every shopper of the load comes from this one address: the limits on what one client may start and hold are lifted.
const ONE_ADDRESS_CHECKOUTS = { CHECKOUT_RATE_LIMIT: '10000000', CHECKOUTS_PER_CLIENT: '10000000', PIECES_PER_CLIENT: '10000000' };
const system = values.url
  ? undefined
  : await TestSystem.start({ seed: true, env: { LOG_LEVEL: 'error', FORM_RATE_LIMIT: '1000000', ...ONE_ADDRESS_CHECKOUTS } });
try {
  const baseUrl = values.url ?? system.baseUrl;
  if (system) {
    const admin = new ApiClient(baseUrl);
    await admin.post('/api/auth/login', system.admin);
    await useTestShopSettings(admin);
  }
  console.log(`${values.users} shoppers for ${values.seconds} s against ${baseUrl}…`);
  const report = await runLoad({ baseUrl, users: Number(values.users), durationMs: Number(values.seconds) * 1000, customer });
  console.log(formatLoadReport(report));
  if (report.failures.length > 0) {
    console.log(`\nFirst failures:\n  ${report.failures.slice(0, 10).join('\n  ')}`);
    process.exitCode = 1;
  }
} finally {
  await system?.close();
}

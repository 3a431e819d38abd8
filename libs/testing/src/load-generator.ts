import { randomBytes } from 'node:crypto';
import type { CheckoutCustomer, PaymentIntentAnswer, Product } from '@artshop/contracts';
import { confirmWithTestCard } from './checkout.js';
import { ApiClient, type ApiAnswer } from './http.js';
import type { Credentials } from './system.js';

/** What a visitor comes to do, one journey at a time. */
export type Journey = 'browse' | 'cart' | 'buy' | 'contact' | 'account';

/** A shop's day: mostly browsing, some carts, few payments, a message now and then, customers checking their account. */
export const SHOP_MIX: Record<Journey, number> = { browse: 70, cart: 15, buy: 6, contact: 4, account: 5 };

export interface LoadOptions {
  baseUrl: string;
  /** Shoppers at once, each starting a new journey as soon as their last one ends. */
  users: number;
  /** How long to run; or until `until` settles (a test's rolling restart), whichever comes first. */
  durationMs?: number;
  until?: Promise<unknown>;
  mix?: Record<Journey, number>;
  /**
   * A fixed amount of work instead of a time: exactly these journeys, in a shuffled order, shared
   * among the shoppers; the run ends when the last one does (or earlier at `until`/`durationMs`).
   * Tests use it so that what they count does not depend on how fast the machine is.
   */
  journeys?: Partial<Record<Journey, number>>;
  /** A confirmed customer account for the 'account' journey (left out without one). */
  customer?: Credentials;
  /** Who the 'buy' journey ships to. */
  buyer?: Omit<CheckoutCustomer, 'customerEmail'>;
}

export interface StepFigures {
  step: string;
  count: number;
  failures: number;
  p50: number;
  p95: number;
  p99: number;
}

export interface LoadReport {
  seconds: number;
  requests: number;
  steps: StepFigures[];
  /** Each failed step: what it was and what came back. */
  failures: string[];
  /** The orders the 'buy' journeys paid for, and the e-mail each was bought with. */
  purchases: { orderId: string; email: string }[];
  /** The sender address of each contact message sent. */
  messages: string[];
}

const BUYER: Omit<CheckoutCustomer, 'customerEmail'> = {
  customerName: 'Load Buyer',
  shippingAddress: { street: '1 Harbour Road', city: 'Portland', state: 'ME', zipCode: '04101', country: 'United States' },
};

/**
 * Walks the real shopping journey against a running shop (any address: a TestSystem, or a deployed
 * shop) with `users` shoppers for a while, and measures each step. A step fails when its answer is
 * not the one a shopper needs (a 2xx with the expected content); the buy journey pays with Stripe's test
 * card through the Stripe emulator, so it only runs against a shop using one. Buyable tiers are the in-stock prints of the
 * product list.
 */
export async function runLoad(options: LoadOptions): Promise<LoadReport> {
  const mix = options.mix ?? SHOP_MIX;
  const journeys = (Object.entries(mix) as [Journey, number][]).filter(([journey, weight]) => weight > 0 && (journey !== 'account' || options.customer));
  const total = journeys.reduce((sum, [, weight]) => sum + weight, 0);
  const timings = new Map<string, number[]>();
  const failed = new Map<string, number>();
  const report: Omit<LoadReport, 'seconds' | 'requests' | 'steps'> = { failures: [], purchases: [], messages: [] };
  // Each run's shoppers have addresses of their own, so its orders and mails are told from another run's.
  const run = randomBytes(4).toString('hex');
  let sequence = 0;

  /** Runs one step, timing it; throws (ending the journey) when its answer is not what a shopper needs. */
  async function step(name: string, call: () => Promise<ApiAnswer>, expect: (answer: ApiAnswer) => boolean = () => true): Promise<ApiAnswer> {
    const started = performance.now();
    let answer: ApiAnswer | undefined;
    let problem: string | undefined;
    try {
      answer = await call();
      if (answer.status >= 300 || !expect(answer)) problem = `${answer.status} ${JSON.stringify(answer.body).slice(0, 300)}`;
    } catch (error) {
      problem = String(error);
    }
    const list = timings.get(name) ?? [];
    list.push(performance.now() - started);
    timings.set(name, list);
    if (problem) {
      failed.set(name, (failed.get(name) ?? 0) + 1);
      report.failures.push(`${name}: ${problem}`);
      throw new JourneyEnded();
    }
    return answer!;
  }

  const client = () => new ApiClient(options.baseUrl);
  async function products(api: ApiClient): Promise<Product[]> {
    return (
      await step(
        'list products',
        () => api.get('/api/products'),
        (answer) => Array.isArray(answer.body) && answer.body.length > 0,
      )
    ).body;
  }
  async function addPrint(api: ApiClient): Promise<void> {
    const prints = (await products(api)).flatMap((product) =>
      product.pricingTiers.filter((tier) => tier.type === 'Print' && tier.stock > 10).map((tier) => ({ productId: product.id, tierId: tier.id })),
    );
    if (prints.length === 0) throw new Error('The shop has no print in stock to put in a cart');
    await step('add to cart', () => api.post('/api/cart', { ...pick(prints), quantity: 1 }));
    await step('view cart', () => api.get('/api/cart'));
  }

  const journey: Record<Journey, () => Promise<void>> = {
    browse: async () => {
      const api = client();
      await step(
        'home page',
        () => api.get('/'),
        (answer) => answer.headers.get('content-type')?.startsWith('text/html') === true,
      );
      const product = pick(await products(api));
      await step(
        'product',
        () => api.get(`/api/products/${product.id}`),
        (answer) => answer.body?.id === product.id,
      );
    },
    cart: async () => addPrint(client()),
    buy: async () => {
      const api = client();
      await addPrint(api);
      const email = `buyer-${run}-${(sequence += 1)}@load.example`;
      const customerInfo = { ...(options.buyer ?? BUYER), customerEmail: email };
      const payment = await step(
        'start payment',
        () => api.post('/api/create-payment-intent', { customerInfo, shippingMethod: 'standard' }),
        (answer) => typeof answer.body?.paymentIntentId === 'string',
      );
      const started = payment.body as PaymentIntentAnswer;
      const { paymentIntentId } = started;
      // The card goes to Stripe (the emulator) as the Payment Element sends it, not through the shop.
      await step(
        'pay with the test card',
        async () => ({ status: 200, body: await confirmWithTestCard(started), headers: new Headers() }),
        (answer) => answer.body?.status === 'succeeded',
      );
      const order = await step(
        'confirm order',
        () => api.post('/api/orders', { paymentIntentId }),
        (answer) => answer.body?.paymentStatus === 'paid',
      );
      report.purchases.push({ orderId: order.body.orderId, email });
    },
    contact: async () => {
      const email = `visitor-${run}-${(sequence += 1)}@load.example`;
      await step('contact form', () =>
        client().post('/api/messages', { name: 'Load Visitor', email, subject: 'A question', message: 'Is the blue painting still available?' }),
      );
      report.messages.push(email);
    },
    account: async () => {
      const api = client();
      await step('sign in', () => api.post('/api/auth/login', options.customer));
      // Each request may reach another gateway: the session must hold on all of them.
      for (let read = 0; read < 3; read += 1) {
        await step(
          'account',
          () => api.get('/api/auth/user'),
          (answer) => answer.body?.email === options.customer!.email,
        );
      }
    },
  };

  const planned = options.journeys ? shuffle(plannedJourneys(options.journeys, options.customer !== undefined)) : undefined;
  const chooseJourney = (): Journey => {
    let roll = Math.random() * total;
    for (const [journey, weight] of journeys) {
      roll -= weight;
      if (roll < 0) return journey;
    }
    return journeys[0]![0];
  };

  const started = performance.now();
  const deadline = Date.now() + (options.durationMs ?? Infinity);
  let ended = false;
  const end = () => (ended = true);
  options.until?.then(end, end);
  await Promise.all(
    Array.from({ length: options.users }, async () => {
      while (!ended && Date.now() < deadline && (planned === undefined || planned.length > 0)) {
        try {
          await journey[planned?.pop() ?? chooseJourney()]();
        } catch (error) {
          if (!(error instanceof JourneyEnded)) report.failures.push(String(error));
        }
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const steps = [...timings.entries()].map(([name, list]) => figures(name, list, failed.get(name) ?? 0));
  return { ...report, seconds, requests: steps.reduce((sum, { count }) => sum + count, 0), steps };
}

/** The report as a table: requests per second, then each step's count, failures and latency percentiles. */
export function formatLoadReport(report: LoadReport): string {
  const lines = [
    `${report.requests} steps in ${report.seconds.toFixed(1)} s: ${(report.requests / report.seconds).toFixed(1)} per second; ` +
      `${report.purchases.length} orders paid, ${report.messages.length} messages sent, ${report.failures.length} failures`,
    `${'step'.padEnd(28)}${'count'.padStart(7)}${'failed'.padStart(8)}${'p50 ms'.padStart(9)}${'p95 ms'.padStart(9)}${'p99 ms'.padStart(9)}`,
    ...report.steps.map(
      (step) =>
        `${step.step.padEnd(28)}${String(step.count).padStart(7)}${String(step.failures).padStart(8)}` +
        `${step.p50.toFixed(1).padStart(9)}${step.p95.toFixed(1).padStart(9)}${step.p99.toFixed(1).padStart(9)}`,
    ),
  ];
  return lines.join('\n');
}

class JourneyEnded extends Error {}

function plannedJourneys(counts: Partial<Record<Journey, number>>, hasCustomer: boolean): Journey[] {
  if ((counts.account ?? 0) > 0 && !hasCustomer) throw new Error('The account journey needs a customer to sign in as');
  return (Object.entries(counts) as [Journey, number][]).flatMap(([journey, count]) => Array<Journey>(count).fill(journey));
}

function shuffle<T>(items: T[]): T[] {
  for (let index = items.length - 1; index > 0; index -= 1) {
    const other = Math.floor(Math.random() * (index + 1));
    [items[index], items[other]] = [items[other]!, items[index]!];
  }
  return items;
}

function pick<T>(items: T[]): T {
  return items[Math.floor(Math.random() * items.length)]!;
}

function figures(step: string, list: number[], failures: number): StepFigures {
  const sorted = [...list].sort((a, b) => a - b);
  const at = (percent: number) => sorted[Math.min(sorted.length - 1, Math.floor((percent / 100) * sorted.length))] ?? 0;
  return { step, count: sorted.length, failures, p50: at(50), p95: at(95), p99: at(99) };
}

export * from './provider.js';
export * from './billing.js';
export * from './webhook.js';
export * from './stripe-provider.js';
export * from './retired-local-tables.js';
export * from './config.js';

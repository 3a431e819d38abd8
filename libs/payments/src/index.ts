export * from './provider.js';
export * from './billing.js';
export * from './webhook.js';
export * from './stripe-provider.js';
export * from './local-entities.js';
export * from './local-provider.js';
export * from './config.js';

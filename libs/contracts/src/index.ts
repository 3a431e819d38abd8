export * from './money.js';
export * from './auth.js';
export * from './catalog.js';
export * from './events.js';
export * from './services.js';
export * from './messaging.js';
export * from './cart.js';
export * from './content.js';

export * from './after-commit.js';
export * from './entities.js';
export * from './outbox.js';
export * from './relay.js';
export * from './consumer.js';
export * from './redis.js';
export * from './serial-pass.js';
export * from './stuck-events.js';

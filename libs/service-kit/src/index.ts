export * from './config.js';
export * from './errors.js';
export * from './rpc.js';
export * from './logging.js';
export * from './core.module.js';
export * from './bootstrap.js';
export * from './service-client.js';
export * from './rpc-socket.js';

export * from './processes.js';
export * from './redis-server.js';
export * from './system.js';
export * from './http.js';
export * from './browser.js';
export * from './uploads.js';
export * from './fake-ai-server.js';
export * from './accounts.js';

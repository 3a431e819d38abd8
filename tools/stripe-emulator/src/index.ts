export * from './emulator.js';
export * from './cards.js';

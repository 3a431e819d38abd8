import { afterAll } from 'vitest';
import { TestSystem } from '@artshop/testing';

// Runs before each system and browser test file: whatever shop a timed-out beforeAll left starting is
// stopped when the file ends, so the files after it do not share the machine with its processes.
afterAll(() => TestSystem.closeAbandonedStarts(), 120_000);

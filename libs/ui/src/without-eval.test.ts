import { describe, expect, it } from 'vitest';
import { validateWithoutEval } from './without-eval';

describe('zod in the browser apps', () => {
  it('builds its parsers without eval once told, and they still judge objects', async () => {
    validateWithoutEval();
    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);
    const name = z.object({ name: z.string().min(1, 'Name is required') });
    expect(name.parse({ name: 'Tidal Memory' })).toEqual({ name: 'Tidal Memory' });
    expect(name.safeParse({ name: '' }).error?.issues[0]?.message).toBe('Name is required');
  });
});

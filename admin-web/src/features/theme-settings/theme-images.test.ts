import { describe, expect, it } from 'vitest';
import { faviconProblem, logoProblem } from './theme-images';

describe('the Theme screen’s picture checks', () => {
  it('takes a PNG or JPG logo up to 2 MB and says why it refuses another', () => {
    expect(logoProblem({ type: 'image/png', size: 2 * 1024 * 1024 })).toBeNull();
    expect(logoProblem({ type: 'image/jpeg', size: 1000 })).toBeNull();
    expect(logoProblem({ type: 'image/png', size: 3.2 * 1024 * 1024 })).toEqual({
      title: 'File too large',
      description: 'The logo must be 2 MB or less (this file is 3.2 MB).',
    });
    expect(logoProblem({ type: 'image/webp', size: 1000 })).toEqual({ title: 'Invalid file type', description: 'The logo must be a PNG or JPG image.' });
  });

  it('takes a favicon of exactly 32x32 pixels and names the size of another', () => {
    expect(faviconProblem({ width: 32, height: 32 })).toBeNull();
    expect(faviconProblem({ width: 64, height: 64 })).toEqual({
      title: 'Wrong favicon size',
      description: 'The favicon must be 32x32 pixels (this image is 64x64).',
    });
    expect(faviconProblem({ width: 32, height: 16 })?.description).toContain('32x16');
  });
});

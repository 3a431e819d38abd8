import { describe, expect, it } from 'vitest';
import { CERTIFICATE_CODE_ALPHABET, editionLabel, normalizeCertificateCode } from './certificates.js';

describe('certificate codes', () => {
  it('reads a code however a person types it, and nothing that cannot be one', () => {
    for (const typed of ['ART-7K3Q-9XWM', 'art-7k3q-9xwm', ' art 7k3q 9xwm ', '7K3Q9XWM', '7k3q-9xwm', 'ART7K3Q9XWM'])
      expect(normalizeCertificateCode(typed)).toBe('ART-7K3Q-9XWM');
    // 0, 1, I and O are never in a code: people confuse them.
    for (const typed of ['', 'ART', 'ART-7K3Q', 'ART-7K3Q-9XWM-1', 'ART-0K3Q-9XWM', 'ART-IK3Q-9XWM', 'ART-OK3Q-9XWM', 'ART-1K3Q-9XWM', '../../etc'])
      expect(normalizeCertificateCode(typed)).toBeNull();
    expect(CERTIFICATE_CODE_ALPHABET).toHaveLength(32);
    expect(CERTIFICATE_CODE_ALPHABET).not.toMatch(/[01IO]/);
  });

  it("names a print's edition as number/size and anything else as an original", () => {
    expect(editionLabel(3, 25)).toBe('3/25');
    expect(editionLabel(null, null)).toBe('Original');
  });
});

import { describe, expect, it } from 'vitest';
import { FormTokens, ownPath } from './form-actions.js';

describe('the form token and the result a post leaves for its page', () => {
  const tokens = new FormTokens('a-secret-of-at-least-thirty-two-characters');
  const request = (key?: string) => ({ cookies: key ? { 'artshop.form-key': key } : {} }) as never;
  const key = 'k'.repeat(32);

  it('takes the token made from the visitor’s own key, and no other', () => {
    expect(tokens.isValid(request(key), tokens.tokenOf(key))).toBe(true);
    expect(tokens.isValid(request(key), tokens.tokenOf('m'.repeat(32)))).toBe(false);
    expect(tokens.isValid(request(), tokens.tokenOf(key))).toBe(false);
    expect(tokens.isValid(request(key), undefined)).toBe(false);
  });

  it('opens only a result it sealed itself', () => {
    const sealed = tokens.sealResult({ form: 'newsletter', ok: true, message: 'Thank you.' });
    expect(tokens.openResult(sealed)).toEqual({ form: 'newsletter', ok: true, message: 'Thank you.' });
    const forged = `${Buffer.from(JSON.stringify({ form: 'newsletter', ok: true, message: '<b>Free money</b>' })).toString('base64url')}.${sealed.split('.')[1]}`;
    expect(tokens.openResult(forged)).toBeUndefined();
    expect(tokens.openResult('garbage')).toBeUndefined();
  });

  it('leaves out the fields of a result too long for a cookie, but keeps its message', () => {
    const sealed = tokens.sealResult({ form: 'contact', ok: false, message: 'Too long.', values: { message: 'x'.repeat(10_000) } });
    expect(sealed.length).toBeLessThan(4_000);
    expect(tokens.openResult(sealed)).toEqual({ form: 'contact', ok: false, message: 'Too long.' });
  });

  it('goes back only to a path of the shop itself', () => {
    expect(ownPath('/product/1?x=1')).toBe('/product/1?x=1');
    for (const stranger of ['https://evil.example/', '//evil.example', '/\\evil.example', 'evil', '/a\nb', undefined])
      expect(ownPath(stranger)).toBeUndefined();
  });
});

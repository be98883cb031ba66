import crypto from 'node:crypto';
import { CsrfTokens, VALID_CACHE_SIZE } from './csrf';

/** The signed anti-forgery tokens, and the cache that spares the HMAC of a token seen before. */
describe('CsrfTokens', () => {
  const tokens = new CsrfTokens(Buffer.from('a'.repeat(64)));
  const other = new CsrfTokens(Buffer.from('b'.repeat(64)));

  it('accepts its own tokens, every time, and refuses forged or altered ones', () => {
    const token = tokens.issue();
    expect(tokens.isValid(token)).toBe(true);
    expect(tokens.isValid(token)).toBe(true);
    const [nonce, mac] = token.split('.') as [string, string];
    const flipped = `${mac.slice(0, -1)}${mac.endsWith('A') ? 'B' : 'A'}`;
    expect(tokens.isValid(`${nonce}.${flipped}`)).toBe(false);
    expect(tokens.isValid(`${nonce}x.${mac}`)).toBe(false);
    expect(tokens.isValid(`${token}.x`)).toBe(false);
    expect(tokens.isValid(other.issue())).toBe(false);
    expect(other.isValid(token)).toBe(false);
    expect(tokens.isValid('')).toBe(false);
    expect(tokens.isValid(undefined)).toBe(false);
  });

  it('computes the HMAC of a valid token once, a refused one every time', () => {
    const token = tokens.issue();
    const forged = `${token.split('.')[0] as string}.${'A'.repeat(43)}`;
    const hmac = jest.spyOn(crypto, 'createHmac');
    try {
      expect(tokens.isValid(token)).toBe(true);
      expect(tokens.isValid(token)).toBe(true);
      expect(tokens.isValid(token)).toBe(true);
      expect(hmac).toHaveBeenCalledTimes(1);
      expect(tokens.isValid(forged)).toBe(false);
      expect(tokens.isValid(forged)).toBe(false);
      expect(hmac).toHaveBeenCalledTimes(3);
    } finally {
      hmac.mockRestore();
    }
  });

  it('keeps at most VALID_CACHE_SIZE tokens; one let go is still valid', () => {
    const first = tokens.issue();
    expect(tokens.isValid(first)).toBe(true);
    for (let i = 0; i < VALID_CACHE_SIZE; i += 1) tokens.isValid(tokens.issue());
    const hmac = jest.spyOn(crypto, 'createHmac');
    try {
      expect(tokens.isValid(first)).toBe(true);
      expect(hmac).toHaveBeenCalledTimes(1);
    } finally {
      hmac.mockRestore();
    }
  });
});

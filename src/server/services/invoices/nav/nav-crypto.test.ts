import crypto from 'node:crypto';
import {
  decryptExchangeToken,
  invoiceHash,
  newRequestId,
  passwordHash,
  requestSignature,
  signatureTimestamp,
} from './nav-crypto';

describe('NAV hashes and signature', () => {
  // The worked example of the interface specification, section 1.5.1.
  const example = {
    requestId: 'TSTKFT1222564',
    timestamp: '2017-12-30T18:25:45.000Z',
    signatureKey: 'ce-8f5e-215119fa7dd621DLMRHRLH2S',
    invoices: [
      { operation: 'CREATE', base64Data: 'QWJjZDEyMzQ=' },
      { operation: 'MODIFY', base64Data: 'RGNiYTQzMjE=' },
    ],
  };

  it("computes the specification's worked example: index hashes and requestSignature", () => {
    expect(invoiceHash(example.invoices[0] ?? { operation: '', base64Data: '' })).toBe(
      '4317798460962869BC67F07C48EA7E4A3AFA301513CEB87B8EB94ECF92BC220A89C480F87F0860E85E29A3B6C0463D4F29712C5AD48104A6486CE839DC2F24CB',
    );
    expect(invoiceHash(example.invoices[1] ?? { operation: '', base64Data: '' })).toBe(
      'A881218238933F6FFB9E167445CB4DAA9749BCF484FDE48AB7649FD25E8B634A4736A65A7C4A8E2831119F739837E006566F97370415AAD55E268605206F2A6C',
    );
    expect(requestSignature(example)).toBe(
      '60BC80609EE3B8F42FE904200A49A1921A1DADA08D55319ACD40C59F626514B74EEA49011D372600A10DBCF8199D590DA9C2841D987308F2D83DAE17C2470C42',
    );
  });

  it('signs a query with the partial value alone, and any change of input changes the signature', () => {
    const query = { ...example, invoices: [] };
    expect(requestSignature(query)).toBe(
      crypto
        .createHash('sha3-512')
        .update('TSTKFT122256420171230182545ce-8f5e-215119fa7dd621DLMRHRLH2S')
        .digest('hex')
        .toUpperCase(),
    );
    expect(requestSignature({ ...example, requestId: 'TSTKFT1222565' })).not.toBe(
      requestSignature(example),
    );
    expect(signatureTimestamp('2026-03-10T09:15:02Z')).toBe('20260310091502');
    expect(() => signatureTimestamp('2026-03-10 10:15:02+01:00')).toThrow('Not a UTC timestamp');
  });

  it('hashes the password with SHA-512 in upper case', () => {
    expect(passwordHash('abc')).toBe(
      'DDAF35A193617ABACC417349AE20413112E6FA4E89A97EA20A9EEEE64B55D39A2192992A274FC1A836BA3C23A3FEEB' +
        'BD454D4423643CE80E2A9AC94FA54CA49F', // FIPS 180-2's test vector for "abc"
    );
  });

  it('decrypts an exchange token encrypted with AES-128-ECB under the exchange key', () => {
    const key = '3F9aX2kP7mQ1zL8w';
    const cipher = crypto.createCipheriv('aes-128-ecb', Buffer.from(key), null);
    const encoded = Buffer.concat([
      cipher.update('b1aca173-d9e8-4561-9237-0511eed99eaa2P0ZHLXBRI2U'),
      cipher.final(),
    ]).toString('base64');
    expect(decryptExchangeToken(encoded, key)).toBe(
      'b1aca173-d9e8-4561-9237-0511eed99eaa2P0ZHLXBRI2U',
    );
    expect(() => decryptExchangeToken(encoded, 'short')).toThrow('16 characters');
  });

  it('makes unique request ids in the schema pattern', () => {
    const ids = new Set(Array.from({ length: 1000 }, () => newRequestId()));
    expect(ids.size).toBe(1000);
    for (const id of ids) expect(id).toMatch(/^[+a-zA-Z0-9_]{1,30}$/);
  });
});

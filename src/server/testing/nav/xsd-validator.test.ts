import fs from 'node:fs';
import path from 'node:path';
import { validateNavXml } from './xsd-validator';

const SAMPLES = path.resolve(__dirname, '../../../../vendor/nav-online-invoice/samples');
const samples = (dir: string) =>
  fs
    .readdirSync(path.join(SAMPLES, dir))
    .filter((f) => f.endsWith('.xml'))
    .map((f) => [`${dir}/${f}`, fs.readFileSync(path.join(SAMPLES, dir, f), 'utf8')] as const);

describe('NAV schema validation (xmllint)', () => {
  it.each([...samples('data'), ...samples('api')])(
    "accepts NAV's own sample %s",
    async (name, xml) => {
      const result = await validateNavXml(xml, path.basename(name));
      expect(result.errors).toEqual([]);
      expect(result.valid).toBe(true);
    },
  );

  it('refuses a broken invoice: the check can fail', async () => {
    const [, xml] = samples('data').find(([n]) => n.endsWith('maganszemelynek.xml')) ?? ['', ''];
    const broken = xml
      .replace(
        '<invoiceIssueDate>2021-05-15</invoiceIssueDate>',
        '<invoiceIssueDate>2021. május 15.</invoiceIssueDate>',
      )
      .replace('<currencyCode>HUF</currencyCode>', '');
    expect(broken).not.toBe(xml);
    const result = await validateNavXml(broken);
    expect(result.valid).toBe(false);
    expect(result.errors.join('\n')).toMatch(/invoiceIssueDate/);
    expect(result.errors.join('\n')).toMatch(/currencyCode|exchangeRate/);
  });
});

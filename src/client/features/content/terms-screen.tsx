import { getShopInfo } from '@client/api/shop-info';
import { usePageTitle } from '@client/components/use-page-title';
import { LegalDocument } from './legal-document';
import './content.css';

/** /felhasznalasi-feltetelek: the terms and the second terms document, one after the other. */
export default function TermsScreen() {
  usePageTitle('Felhasználási feltételek');
  const { terms } = getShopInfo().legalDocuments;
  return (
    <section className="container content-screen legal-screen" aria-labelledby="terms-title">
      <h1 id="terms-title">Felhasználási feltételek</h1>
      {terms.length === 0 ? <LegalDocument url="" /> : null}
      {terms.map((url) => (
        <LegalDocument key={url} url={url} />
      ))}
    </section>
  );
}

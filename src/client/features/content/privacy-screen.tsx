import { getShopInfo } from '@client/api/shop-info';
import { usePageTitle } from '@client/components/use-page-title';
import { LegalDocument } from './legal-document';
import './content.css';

/** /adatvedelmi-nyilatkozat: the privacy statement, loaded from its configured address. */
export default function PrivacyScreen() {
  usePageTitle('Adatvédelmi nyilatkozat');
  const { privacy } = getShopInfo().legalDocuments;
  return (
    <section className="container content-screen legal-screen" aria-labelledby="privacy-title">
      <h1 id="privacy-title" className="visually-hidden">
        Adatvédelmi nyilatkozat
      </h1>
      <LegalDocument url={privacy} />
    </section>
  );
}

import { HtmlContent } from '@client/components/html-content';
import { Loader } from '@client/components/loader';
import { useGetLegalDocumentQuery } from './content.api';

export const LEGAL_LOAD_FAILED =
  'A dokumentum betöltése nem sikerült. Kérjük, próbálja újra később.';

/** One legal document fetched from its configured address and injected, sanitized like all server HTML. */
export function LegalDocument({ url }: { url: string }) {
  const { data, isLoading, isError, refetch } = useGetLegalDocumentQuery(url, { skip: !url });
  if (isLoading) return <Loader label="Dokumentum betöltése…" />;
  if (!url || isError || data === undefined) {
    return (
      <div className="legal-document legal-document--failed">
        <p role="alert" className="content-screen__error">
          {LEGAL_LOAD_FAILED}
        </p>
        {url ? (
          <button type="button" className="button" onClick={() => void refetch()}>
            Újrapróbálom
          </button>
        ) : null}
      </div>
    );
  }
  return <HtmlContent html={data} className="legal-document" />;
}

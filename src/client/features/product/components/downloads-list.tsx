import type { Product } from '@common/api/catalogue.schema';

/** The product's downloadable documents (manuals, size charts). */
export function DownloadsList({ downloads }: { downloads: Product['downloads'] }) {
  return (
    <ul className="downloads">
      {downloads.map((download) => (
        <li key={download.url}>
          <a
            className="downloads__link"
            href={download.url}
            target="_blank"
            rel="noopener noreferrer"
          >
            <span className="downloads__icon" aria-hidden="true">
              ⤓
            </span>
            {download.name}
            <span className="visually-hidden"> (új lapon nyílik meg)</span>
          </a>
        </li>
      ))}
    </ul>
  );
}

import type { Partner } from '@common/api/content.schema';

/** The row of partner logos (spec section 9: 7 entries), each opening the partner's site in a new tab. */
export function PartnerLogos({ partners, limit = 7 }: { partners: Partner[]; limit?: number }) {
  if (partners.length === 0) return null;
  return (
    <ul className="partner-logos">
      {partners.slice(0, limit).map((partner) => (
        <li key={partner.url}>
          <a href={partner.url} target="_blank" rel="noopener">
            <img src={partner.logo} alt={partner.name} loading="lazy" />
            <span className="visually-hidden"> (új lapon nyílik)</span>
          </a>
        </li>
      ))}
    </ul>
  );
}

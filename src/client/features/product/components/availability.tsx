import type { Variant } from '@common/api/catalogue.schema';

/** The spec's clearance text (sections 2 and 3), shown wherever a clearance variant is offered. */
export const CLEARANCE_TEXT = 'Végkiárusítás! Rendelést csak a készlet erejéig tudjuk teljesíteni.';

/** Clearance is sold while stock lasts: the pieces left (others' held pieces already taken off). */
export function clearanceStockText(stock: number): string {
  return stock > 0 ? `Még ${stock} db kapható.` : 'Elfogyott.';
}

/** A variant's availability text with a coloured dot, and the clearance warning for clearance variants. */
export function Availability({
  variant,
}: {
  variant: Pick<Variant, 'availability' | 'availabilityText'> & { stock?: number };
}) {
  return (
    <span className={`availability availability--${variant.availability}`}>
      <span className="availability__text">
        <span className="availability__dot" aria-hidden="true" />
        {variant.availabilityText}
      </span>
      {variant.availability === 'vegkiarusitas' ? (
        <span className="availability__clearance">{CLEARANCE_TEXT}</span>
      ) : null}
      {variant.availability === 'vegkiarusitas' && variant.stock !== undefined ? (
        <span className="availability__clearance">{clearanceStockText(variant.stock)}</span>
      ) : null}
    </span>
  );
}

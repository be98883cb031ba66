import './fit-mark.css';

export type Fit = 'fits' | 'misfit' | null;

/**
 * Whether a product fits the shopper's active bike (issue 20): it fits when one of its variants does;
 * a product with fitment data that none of whose variants fits does not; without a bike, or for a
 * product without fitment data (clothing, helmets), there is nothing to say.
 */
export function fitOf(bikeId: number | null, fitment: boolean, fits: boolean): Fit {
  if (bikeId === null || !fitment) return null;
  return fits ? 'fits' : 'misfit';
}

/** The mark every card, product page and cart line shows: "Illik a motorodhoz" or "Nem illik". */
export function FitMark({ fit, className }: { fit: Fit; className?: string }) {
  if (fit === null) return null;
  return (
    <p className={['fit-mark', `fit-mark--${fit}`, className].filter(Boolean).join(' ')}>
      <span aria-hidden="true">{fit === 'fits' ? '✓' : '✕'}</span>{' '}
      <span>{fit === 'fits' ? 'Illik a motorodhoz' : 'Nem illik'}</span>
    </p>
  );
}

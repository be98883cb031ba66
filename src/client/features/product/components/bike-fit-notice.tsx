import { Link } from 'react-router-dom';
import type { Variant } from '@common/api/catalogue.schema';
import { fitsBike, hasFitmentData } from '../variants';

/**
 * Says plainly whether the chosen variant fits the shopper's bike: a part that does not fit must never
 * look as if it did. Products without fitment data (clothing, helmets) get no notice.
 */
export function BikeFitNotice({
  variants,
  selected,
  bikeId,
  bikeName,
}: {
  variants: readonly Variant[];
  selected: Variant | null;
  bikeId: number | null;
  bikeName: string | null;
}) {
  if (!hasFitmentData(variants)) return null;
  if (bikeId === null) {
    return (
      <p className="fit-notice fit-notice--neutral">
        Melyik változat illik a motorodhoz?{' '}
        <Link to="/alkatresz-kereso/">Válaszd ki a motorod!</Link>
      </p>
    );
  }
  const bike = bikeName ?? 'a kiválasztott motor';
  let message: { tone: 'fits' | 'misfit' | 'neutral'; text: string };
  if (selected) {
    message = fitsBike(selected, bikeId)
      ? { tone: 'fits', text: `Illik a motorodhoz: ${bike}` }
      : { tone: 'misfit', text: `Nem illik a kiválasztott motorhoz: ${bike}` };
  } else {
    const count = variants.filter((v) => fitsBike(v, bikeId)).length;
    message =
      count > 0
        ? {
            tone: 'neutral',
            text: `${count} változat illik a motorodhoz (${bike}). Válassz közülük!`,
          }
        : { tone: 'misfit', text: `Egyik változat sem illik a kiválasztott motorhoz: ${bike}` };
  }
  return (
    <p className={`fit-notice fit-notice--${message.tone}`} role="status">
      <span className="fit-notice__icon" aria-hidden="true">
        {message.tone === 'fits' ? '✓' : message.tone === 'misfit' ? '✕' : 'i'}
      </span>
      {message.text}
    </p>
  );
}

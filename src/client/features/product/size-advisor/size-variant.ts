import type { Variant } from '@common/api/catalogue.schema';
import { parseProps } from '../variants';

export const SIZE_PROP = 'Méret';

function othersOf(variant: Pick<Variant, 'props'>): string {
  const { [SIZE_PROP]: _size, ...rest } = parseProps(variant.props);
  return JSON.stringify(Object.entries(rest).sort());
}

/**
 * The variant of a suggested size: the one that keeps the shopper's other choices (colour, design)
 * when there is one, else the first in stock, else the first of that size; null when the product has
 * no such size.
 */
export function variantForSize(
  variants: readonly Variant[],
  size: string,
  current: Variant | null,
): Variant | null {
  const sized = variants.filter((v) => parseProps(v.props)[SIZE_PROP] === size);
  if (current) {
    const keep = othersOf(current);
    const same = sized.find((v) => othersOf(v) === keep);
    if (same) return same;
  }
  return sized.find((v) => v.stock > 0) ?? sized[0] ?? null;
}

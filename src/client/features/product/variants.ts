import type { Product, Variant } from '@common/api/catalogue.schema';

/** Hungarian name, English when the Hungarian one is empty (spec section 3). */
export function variantName(variant: Pick<Variant, 'name_hu' | 'name_en'>): string {
  return variant.name_hu.trim() || variant.name_en.trim();
}

export function productName(product: Pick<Product, 'fullname_hu' | 'fullname_en'>): string {
  return product.fullname_hu.trim() || product.fullname_en.trim();
}

export function productDetailName(
  product: Pick<Product, 'detail_name_hu' | 'detail_name_en'>,
): string {
  return product.detail_name_hu.trim() || product.detail_name_en.trim();
}

export function fitsBike(variant: Pick<Variant, 'bikesArray'>, bikeId: number | null): boolean {
  return bikeId !== null && variant.bikesArray.includes(bikeId);
}

/** True when any variant carries fitment data, i.e. the product is a part for particular bikes. */
export function hasFitmentData(variants: readonly Pick<Variant, 'bikesArray'>[]): boolean {
  return variants.some((v) => v.bikesArray.length > 0);
}

export interface VariantGroups<V> {
  /** Variants that fit the chosen bike; empty when no bike is chosen. */
  fitting: V[];
  /** Every variant, in the server's order. */
  all: V[];
}

/** The split of the variant select (spec section 2): variants fitting the chosen bike, then all variants. */
export function groupVariants<V extends Pick<Variant, 'bikesArray'>>(
  variants: readonly V[],
  bikeId: number | null,
): VariantGroups<V> {
  return { fitting: variants.filter((v) => fitsBike(v, bikeId)), all: [...variants] };
}

/** Spec section 4: the only variant, or the only one that fits the chosen bike, is selected by itself; else 0. */
export function autoSelectedVariantId(
  variants: readonly Pick<Variant, 'id' | 'bikesArray'>[],
  bikeId: number | null,
): number {
  if (variants.length === 1) return variants[0]?.id ?? 0;
  const fitting = variants.filter((v) => fitsBike(v, bikeId));
  return fitting.length === 1 ? (fitting[0]?.id ?? 0) : 0;
}

/**
 * A variant's properties from its JSON text (`{"Méret":"XL"}`). Text that is not a JSON object gives no
 * properties rather than breaking the page; values other than strings are shown as text.
 */
export function parseProps(json: string | null | undefined): Record<string, string> {
  if (!json) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return {};
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
  const props: Record<string, string> = {};
  for (const [name, value] of Object.entries(parsed)) {
    if (value === null || value === undefined || typeof value === 'object') continue;
    props[name] = String(value);
  }
  return props;
}

/** Property names across all variants, in the order they first appear: one table column each. */
export function propertyColumns(variants: readonly Pick<Variant, 'props'>[]): string[] {
  const names: string[] = [];
  for (const variant of variants) {
    for (const name of Object.keys(parseProps(variant.props))) {
      if (!names.includes(name)) names.push(name);
    }
  }
  return names;
}

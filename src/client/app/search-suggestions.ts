import type { Suggestions } from '@common/api/suggest.schema';

/** One choosable line of the suggestion list: where it leads and how it is grouped. */
export interface SuggestionOption {
  key: string;
  group: 'products' | 'categories' | 'itemNumbers';
  to: string;
  label: string;
  image?: string | null;
  price?: number;
  fromPrice?: boolean;
  detail?: string;
}

export const GROUP_TITLES: Record<SuggestionOption['group'], string> = {
  products: 'Termékek',
  categories: 'Kategóriák',
  itemNumbers: 'Cikkszámok',
};

/** The answer as one list in display order, so the arrow keys walk it top to bottom. */
export function suggestionOptions(answer: Suggestions | undefined): SuggestionOption[] {
  if (!answer) return [];
  return [
    ...answer.products.map((p) => ({
      key: `p${p.id}`,
      group: 'products' as const,
      to: `/termek/${p.alias}`,
      label: p.name,
      image: p.image,
      price: p.price,
      fromPrice: p.fromPrice,
    })),
    ...answer.categories.map((c) => ({
      key: `c${c.alias}`,
      group: 'categories' as const,
      to: c.path,
      label: c.name,
    })),
    ...answer.itemNumbers.map((i) => ({
      key: `i${i.cikkszam}`,
      group: 'itemNumbers' as const,
      to: `/termek/${i.alias}`,
      label: i.cikkszam,
      detail: i.name,
    })),
  ];
}

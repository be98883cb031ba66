import type { Variant } from '@common/api/catalogue.schema';
import { groupVariants, variantName } from '../variants';

function VariantOptions({ variants }: { variants: readonly Variant[] }) {
  return variants.map((variant) => (
    <option key={variant.id} value={variant.id}>
      {variantName(variant)}
    </option>
  ));
}

/**
 * The variant select. With a chosen bike it is split into the variants that fit it and all variants
 * (spec section 2); 'Válassz…' (0) means none is chosen.
 */
export function VariantSelect({
  id,
  variants,
  bikeId,
  bikeName,
  value,
  onChange,
}: {
  id: string;
  variants: readonly Variant[];
  bikeId: number | null;
  bikeName: string | null;
  value: number;
  onChange: (variantId: number) => void;
}) {
  const groups = groupVariants(variants, bikeId);
  return (
    <div className="field variant-select">
      <label htmlFor={id}>Termékváltozat</label>
      <select id={id} value={value} onChange={(event) => onChange(Number(event.target.value))}>
        <option value={0}>Válassz…</option>
        {bikeId === null ? (
          <VariantOptions variants={groups.all} />
        ) : (
          <>
            {groups.fitting.length > 0 ? (
              <optgroup label={`Illik a motorodhoz${bikeName ? ` (${bikeName})` : ''}`}>
                <VariantOptions variants={groups.fitting} />
              </optgroup>
            ) : null}
            <optgroup label="Összes változat">
              <VariantOptions variants={groups.all} />
            </optgroup>
          </>
        )}
      </select>
    </div>
  );
}

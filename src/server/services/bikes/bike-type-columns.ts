import { capacityBucket } from '@common/capacity';
import { normalizeSearchText } from '@common/text-normalize';

/**
 * The bike_types columns derived from others, computed in one place for every writer (seed, import,
 * tests), so the finder's capacity buckets and free-text search always agree with the stored data.
 */
export function bikeTypeDerivedColumns(input: {
  manufacturerName: string;
  name_en: string;
  ccm: number;
}): {
  search_name: string;
  capacity_bucket: number;
} {
  return {
    search_name: normalizeSearchText(`${input.manufacturerName} ${input.name_en}`),
    capacity_bucket: capacityBucket(input.ccm),
  };
}

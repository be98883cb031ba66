/** Engine capacity buckets of the bike finder (API.md): each named by its upper bound; 1001 is 'above 1000'. */
export const CAPACITY_BUCKETS = [50, 125, 250, 400, 600, 750, 1000, 1001] as const;

export function capacityBucket(ccm: number): number {
  for (const bound of CAPACITY_BUCKETS) {
    if (bound === 1001 || ccm <= bound) return bound;
  }
  return 1001;
}

/** The label a shopper reads for a bucket: '0–50 ccm', '126–250 ccm', ..., '1000+ ccm'. */
export function capacityLabel(bucket: number): string {
  if (bucket > 1000) return '1000+ ccm';
  const index = CAPACITY_BUCKETS.indexOf(bucket as (typeof CAPACITY_BUCKETS)[number]);
  const lower = index > 0 ? (CAPACITY_BUCKETS[index - 1] as number) + 1 : 0;
  return `${lower}–${bucket} ccm`;
}

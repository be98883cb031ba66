/**
 * Driving licence categories of the parts finder (issue 20). They nest: whoever may ride an A2 bike
 * may ride every A1 and AM bike too, so the finder's "my licence" filter lists every type up to it.
 * - AM: up to 50 ccm
 * - A1: up to 125 ccm
 * - A2: up to 35 kW (a type without a known power only when it is A1 by its capacity)
 * - A: every type
 */
export const LICENCES = ['AM', 'A1', 'A2', 'A'] as const;
export type Licence = (typeof LICENCES)[number];

export const LICENCE_LABELS: Record<Licence, string> = {
  AM: 'AM (50 ccm-ig)',
  A1: 'A1 (125 ccm-ig)',
  A2: 'A2 (35 kW-ig)',
  A: 'A (korlátlan)',
};

export const AM_MAX_CCM = 50;
export const A1_MAX_CCM = 125;
export const A2_MAX_KW = 35;

/** The lowest category a type needs: what the finder shows beside it. */
export function licenceOf(ccm: number, powerKw: number | null): Licence {
  if (ccm <= AM_MAX_CCM) return 'AM';
  if (ccm <= A1_MAX_CCM) return 'A1';
  if (powerKw !== null && powerKw <= A2_MAX_KW) return 'A2';
  return 'A';
}

export function isLicence(value: unknown): value is Licence {
  return typeof value === 'string' && (LICENCES as readonly string[]).includes(value);
}

/** Plain values of the catalogue editing API (the client imports these, never the TypeBox schemas). */

export const AVAILABILITIES = ['raktaron', 'rendelheto', 'nincs', 'vegkiarusitas'] as const;
export type AvailabilityName = (typeof AVAILABILITIES)[number];

export const AVAILABILITY_LABELS: Record<AvailabilityName, string> = {
  raktaron: 'Raktáron',
  rendelheto: 'Rendelhető',
  nincs: 'Nem rendelhető',
  vegkiarusitas: 'Végkiárusítás',
};

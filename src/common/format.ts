/** '12345' -> '12 345' with Hungarian thousand separators (a non-breaking space, so prices never wrap). */
export function groupThousands(value: number): string {
  const sign = value < 0 ? '-' : '';
  return sign + String(Math.abs(Math.round(value))).replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0');
}

/** 12345 -> '12 345 Ft'. Only the Price component and e-mails should call this. */
export function formatForint(value: number): string {
  return `${groupThousands(value)}\u00a0Ft`;
}

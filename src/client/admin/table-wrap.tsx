import type { ReactNode } from 'react';

/**
 * A wide table's horizontal scroller. On a phone the table scrolls sideways, so the scroller takes
 * keyboard focus (arrow keys scroll it) and is a named region a screen reader can find (axe:
 * scrollable-region-focusable).
 */
export function TableWrap({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="admin__table-wrap" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}

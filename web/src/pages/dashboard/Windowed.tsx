import type { ReactNode } from 'react';

/** Figures that depend on the range: dimmed and marked busy while another range's figures load. */
export function Windowed({ updating, children }: { updating: boolean; children: ReactNode }) {
  return (
    <div className="th-windowed" data-updating={updating} aria-busy={updating}>
      {children}
    </div>
  );
}

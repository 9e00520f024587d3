import type { ReactNode } from 'react';

/** A titled part of a supplier's detail tab. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="th-supplier-section">
      <h3 className="th-supplier-section-title">{title}</h3>
      {children}
    </section>
  );
}

import type { ReactNode } from 'react';

interface PageHeaderProps {
  title: ReactNode;
  subtitle?: ReactNode;
  /** Buttons beside the title. */
  actions?: ReactNode;
}

/** A page's h1, with an optional line below it and actions beside it. */
export function PageHeader({ title, subtitle, actions }: PageHeaderProps) {
  return (
    <header className="th-page__header">
      <div>
        <h1 className="th-page__title">{title}</h1>
        {subtitle && <p className="th-page__subtitle">{subtitle}</p>}
      </div>
      {actions && <div className="th-page__actions">{actions}</div>}
    </header>
  );
}

import { Card } from 'antd';
import type { ReactNode } from 'react';

interface FxCardProps {
  /** The section's heading: a second-level heading under the page's title. */
  title: string;
  testId: string;
  children: ReactNode;
}

/** One section of FX Management, framed as every card on the page is. */
export function FxCard({ title, testId, children }: FxCardProps) {
  return (
    <Card className="th-card" title={<h2 className="th-card-title">{title}</h2>} data-testid={testId}>
      {children}
    </Card>
  );
}

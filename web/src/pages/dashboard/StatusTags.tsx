import { CheckCircleOutlined, ClockCircleOutlined, CloseCircleOutlined } from '@ant-design/icons';
import { Badge, Tag } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { RiskLevel, SupplierStatus, TransactionStatus } from './types';

// Colour plus an icon, so a status never depends on colour alone.
type Tone = 'good' | 'waiting' | 'bad';
const toneStyle: Record<Tone, { color: string; icon: ReactNode }> = {
  good: { color: 'green', icon: <CheckCircleOutlined aria-hidden="true" /> },
  waiting: { color: 'gold', icon: <ClockCircleOutlined aria-hidden="true" /> },
  bad: { color: 'red', icon: <CloseCircleOutlined aria-hidden="true" /> },
};

const supplierTone: Record<SupplierStatus, Tone> = { verified: 'good', pending: 'waiting', rejected: 'bad' };
const transactionTone: Record<TransactionStatus, Tone> = {
  completed: 'good',
  pending: 'waiting',
  failed: 'bad',
};

function ToneTag({ tone, children }: { tone: Tone; children: ReactNode }) {
  const { color, icon } = toneStyle[tone];
  return (
    <Tag color={color} icon={icon}>
      {children}
    </Tag>
  );
}

export function SupplierStatusTag({ status, children }: { status: SupplierStatus; children?: ReactNode }) {
  const { t } = useTranslation();
  return <ToneTag tone={supplierTone[status]}>{children ?? t(`supplierStatus.${status}`)}</ToneTag>;
}

export function TransactionStatusTag({ status }: { status: TransactionStatus }) {
  const { t } = useTranslation();
  return <ToneTag tone={transactionTone[status]}>{t(`transactionStatus.${status}`)}</ToneTag>;
}

const riskBadge: Record<RiskLevel, 'success' | 'warning' | 'error'> = {
  Low: 'success',
  Medium: 'warning',
  High: 'error',
};

export function RiskBadge({ level }: { level: RiskLevel }) {
  const { t } = useTranslation();
  return <Badge status={riskBadge[level]} text={t(`riskLevel.${level}`)} />;
}

const riskTagColor: Record<RiskLevel, 'green' | 'gold' | 'red'> = {
  Low: 'green',
  Medium: 'gold',
  High: 'red',
};

/** A risk level as a coloured tag: Low green, Medium gold, High red (spec section 4). */
export function RiskLevelTag({ level, testId }: { level: RiskLevel; testId?: string }) {
  const { t } = useTranslation();
  return (
    <Tag color={riskTagColor[level]} data-testid={testId} data-level={level} className="th-risk-tag">
      {t(`riskLevel.${level}`)}
    </Tag>
  );
}

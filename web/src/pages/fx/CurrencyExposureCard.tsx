import type { UseQueryResult } from '@tanstack/react-query';
import { Button, type TableColumnsType } from 'antd';
import type { HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExposureReportData, FxExposureRow } from '../../api/fx/queries';
import { useFormat } from '../../i18n/useFormat';
import { RiskLevelTag } from '../dashboard/StatusTags';
import { FxTableCard } from './FxTableCard';

interface CurrencyExposureCardProps {
  exposures: UseQueryResult<ExposureReportData>;
  baseCurrency: string;
  /** "Manage" on a currency's row: its hedge target and what it is made of. */
  onManage: (currency: string) => void;
}

/** Currency exposure: per currency, the payables, what is unhedged in the base currency, hedged against target. */
export function CurrencyExposureCard({ exposures, baseCurrency, onManage }: CurrencyExposureCardProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const percent = (value: number | null) =>
    value === null
      ? t('fxManagement.exposure.none')
      : `${format.number(value, { maximumFractionDigits: 1 })}%`;

  const columns: TableColumnsType<FxExposureRow> = [
    { title: t('fxManagement.exposure.currency'), dataIndex: 'currency', key: 'currency' },
    {
      title: t('fxManagement.exposure.payables'),
      key: 'payables',
      align: 'right',
      render: (_, row) => format.money(row.payablesMinor, row.currency),
    },
    {
      title: t('fxManagement.exposure.unhedgedBase', { currency: baseCurrency }),
      key: 'unhedgedBase',
      align: 'right',
      render: (_, row) => (
        <span data-testid="fx-exposure-unhedged-base">
          {format.money(row.unhedgedBaseMinor, baseCurrency)}
        </span>
      ),
    },
    {
      title: t('fxManagement.exposure.hedged'),
      key: 'hedged',
      align: 'right',
      render: (_, row) => <span data-testid="fx-exposure-hedged">{percent(row.hedgedPercent)}</span>,
    },
    {
      title: t('fxManagement.exposure.target'),
      key: 'target',
      align: 'right',
      render: (_, row) => <span data-testid="fx-exposure-target">{percent(row.targetHedgePercent)}</span>,
    },
    {
      title: t('fxManagement.exposure.gap'),
      key: 'gap',
      align: 'right',
      render: (_, row) => percent(row.gapPercent),
    },
    {
      title: t('fxManagement.exposure.risk'),
      key: 'risk',
      render: (_, row) => <RiskLevelTag level={row.riskLevel} testId="fx-exposure-risk" />,
    },
    {
      title: t('fxManagement.exposure.actions'),
      key: 'actions',
      render: (_, row) => (
        <Button
          type="link"
          onClick={() => onManage(row.currency)}
          aria-label={t('fxManagement.exposure.manageLabel', { currency: row.currency })}
          data-testid="fx-exposure-manage"
        >
          {t('fxManagement.exposure.manage')}
        </Button>
      ),
    },
  ];

  return (
    <FxTableCard<FxExposureRow>
      title={t('fxManagement.exposure.title')}
      testId="fx-exposures"
      query={exposures}
      loadFailedTitle={t('fxManagement.exposure.loadFailed')}
      rowKey="currency"
      columns={columns}
      dataSource={exposures.data?.currencies ?? []}
      pagination={false}
      scroll={{ x: 640 }}
      locale={{ emptyText: t('fxManagement.exposure.empty') }}
      onRow={(row) =>
        ({
          'data-testid': 'fx-exposure-row',
          'data-currency': row.currency,
          'data-hedged': String(row.hedgedPercent),
        }) as HTMLAttributes<HTMLElement>
      }
    />
  );
}

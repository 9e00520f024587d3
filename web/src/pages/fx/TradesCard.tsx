import { useQuery } from '@tanstack/react-query';
import { Tag, type TableColumnsType } from 'antd';
import type { HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { fxTradesQuery, type FxTradeItem } from '../../api/fx/queries';
import { PairRate } from '../../fx/PairRate';
import { useFormat } from '../../i18n/useFormat';
import { FxTableCard } from './FxTableCard';

/** The organisation's FX trades: spot and forward, each with its locked rate, value date and status. */
export function TradesCard() {
  const { t } = useTranslation();
  const format = useFormat();
  const trades = useQuery(fxTradesQuery());

  const columns: TableColumnsType<FxTradeItem> = [
    { title: t('fxManagement.trades.date'), key: 'date', render: (_, tr) => format.dateTime(tr.createdAt) },
    {
      title: t('fxManagement.trades.kind'),
      key: 'kind',
      render: (_, tr) => t(`fxManagement.trade.${tr.kind}`),
    },
    {
      title: t('fxManagement.trades.side'),
      key: 'side',
      render: (_, tr) => t(`fxManagement.trade.${tr.side}`),
    },
    {
      title: t('fxManagement.trades.amount'),
      key: 'amount',
      align: 'right',
      render: (_, tr) => format.money(tr.amountMinor, tr.currency),
    },
    {
      title: t('fxManagement.trades.rate'),
      key: 'rate',
      align: 'right',
      render: (_, tr) => <PairRate base="USD" currency={tr.currency} rate={tr.rate} />,
    },
    {
      title: t('fxManagement.trades.usdAmount'),
      key: 'usd',
      align: 'right',
      render: (_, tr) => format.money(tr.usdAmountMinor, 'USD'),
    },
    {
      title: t('fxManagement.trades.valueDate'),
      key: 'valueDate',
      render: (_, tr) => format.date(tr.valueDate),
    },
    {
      title: t('fxManagement.trades.status'),
      key: 'status',
      render: (_, tr) => (
        <Tag color={tr.status === 'settled' ? 'green' : 'blue'}>{t(`fxManagement.trades.${tr.status}`)}</Tag>
      ),
    },
  ];

  return (
    <FxTableCard<FxTradeItem>
      title={t('fxManagement.trades.title')}
      testId="fx-trades"
      query={trades}
      loadFailedTitle={t('fxManagement.trades.loadFailed')}
      rowKey="id"
      columns={columns}
      dataSource={trades.data?.trades ?? []}
      pagination={{ pageSize: 10, hideOnSinglePage: true }}
      scroll={{ x: 720 }}
      locale={{ emptyText: t('fxManagement.trades.empty') }}
      onRow={(tr) =>
        ({ 'data-testid': 'fx-trade-row', 'data-trade-id': tr.id }) as HTMLAttributes<HTMLElement>
      }
    />
  );
}

import type { UseQueryResult } from '@tanstack/react-query';
import { Table, type TableProps } from 'antd';
import { FxCard } from './FxCard';
import { UnlessLoadFailed } from './UnlessLoadFailed';

type FxTableCardProps<Row> = Omit<TableProps<Row>, 'title' | 'loading' | 'size'> & {
  title: string;
  testId: string;
  /** The query the rows come from: the table loads while it is pending, and its failure replaces the table. */
  query: UseQueryResult;
  loadFailedTitle: string;
};

/** A section of FX Management that lists one query's rows in a table. */
export function FxTableCard<Row extends object>({
  title,
  testId,
  query,
  loadFailedTitle,
  ...table
}: FxTableCardProps<Row>) {
  return (
    <FxCard title={title} testId={testId}>
      <UnlessLoadFailed query={query} title={loadFailedTitle}>
        <Table<Row> size="middle" loading={query.isPending} {...table} />
      </UnlessLoadFailed>
    </FxCard>
  );
}

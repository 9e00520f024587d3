import { Grid } from 'antd';
import type { Dispatch, SetStateAction } from 'react';
import type { BillItem } from '../../../api/bills/queries';
import { BillCards } from './BillCards';
import { BillsTable } from './BillsTable';

export interface BillListProps {
  bills: BillItem[];
  loading: boolean;
  /** The ids chosen to pay, across every list on the tab. */
  selected: string[];
  onSelectedChange: Dispatch<SetStateAction<string[]>>;
  selectable: boolean;
}

/** A list of bills: a table, or on a phone a card per bill. */
export function BillList({ bills, loading, selected, onSelectedChange, selectable }: BillListProps) {
  const phone = Grid.useBreakpoint().md === false;
  return phone ? (
    <BillCards bills={bills} selected={selected} onSelect={onSelectedChange} selectable={selectable} />
  ) : (
    <BillsTable
      bills={bills}
      loading={loading}
      selected={selected}
      onSelect={(ids) =>
        // A group's table selects among its own bills: keep the other groups' selections.
        onSelectedChange((current) => [
          ...current.filter((id) => !bills.some((bill) => bill.id === id)),
          ...ids,
        ])
      }
      selectable={selectable}
    />
  );
}

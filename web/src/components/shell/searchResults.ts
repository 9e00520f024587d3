import type { SupplierItem, Transaction } from '../../pages/dashboard/types';

export interface SearchCommand {
  path: string;
  label: string;
}

export interface SearchSources {
  suppliers: readonly SupplierItem[];
  transactions: readonly Transaction[];
  commands: readonly SearchCommand[];
}

export interface SearchResults {
  suppliers: SupplierItem[];
  transactions: Transaction[];
  commands: SearchCommand[];
}

const maxPerGroup = 6;

const normalise = (text: string) => text.toLocaleLowerCase().normalize('NFKD');

/**
 * What the top bar's search box offers for a query: '/…' lists commands (pages) whose name matches;
 * other text matches suppliers by name, location or category, and payments by supplier name.
 */
export function buildSearchResults(query: string, sources: SearchSources): SearchResults {
  const trimmed = query.trim();
  if (trimmed.startsWith('/')) {
    const needle = normalise(trimmed.slice(1).trim());
    return {
      suppliers: [],
      transactions: [],
      commands: sources.commands.filter((command) => normalise(command.label).includes(needle)),
    };
  }
  if (trimmed === '') return { suppliers: [], transactions: [], commands: [] };
  const needle = normalise(trimmed);
  const suppliers = sources.suppliers
    .filter((supplier) =>
      [supplier.name, supplier.location, supplier.category].some((field) =>
        normalise(field).includes(needle),
      ),
    )
    .slice(0, maxPerGroup);
  const transactions = sources.transactions
    .filter((transaction) => normalise(transaction.supplierName).includes(needle))
    .slice(0, maxPerGroup);
  return { suppliers, transactions, commands: [] };
}

import { SearchOutlined } from '@ant-design/icons';
import { AutoComplete, Input, type GetRef } from 'antd';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths, supplierDetailPath } from '../../app/paths';
import { useSignedInProfile } from '../../auth/profileContext';
import { useFormat } from '../../i18n/useFormat';
import { useWorkspace } from '../../workspace/workspaceContext';
import { navItems } from './navItems';
import { buildSearchResults, type SearchCommand } from './searchResults';
import { SupplierStatusIcon } from './SupplierStatusIcon';

// Pages reachable as commands that have no sidebar entry of their own.
const commandOnlyItems: ReadonlyArray<{
  path: string;
  labelKey: 'notifications' | 'upgrade';
  adminOnly?: boolean;
}> = [
  { path: paths.notifications, labelKey: 'notifications' },
  { path: paths.pricingBeta, labelKey: 'upgrade' },
];

function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/**
 * 'search suppliers, transactions, or type / for commands': finds the workspace's suppliers (and, for
 * approved accounts, its recent payments) and goes there; '/' starts a command (a page to open).
 * Pressing '/' anywhere else focuses it.
 */
export function SearchBox() {
  const { t } = useTranslation();
  const format = useFormat();
  const navigate = useNavigate();
  const profile = useSignedInProfile();
  const workspace = useWorkspace();
  const [query, setQuery] = useState('');
  const ref = useRef<GetRef<typeof AutoComplete>>(null);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey) return;
      if (isTypingTarget(event.target)) return;
      event.preventDefault();
      ref.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  const commands = useMemo<SearchCommand[]>(
    () =>
      [...navItems, ...commandOnlyItems]
        .filter((item) => !item.adminOnly || profile.isAdmin)
        .filter(
          (item) =>
            !('permission' in item) || !item.permission || profile.permissions.includes(item.permission),
        )
        .map((item) => ({ path: item.path, label: t(`nav.${item.labelKey}`) })),
    [t, profile.isAdmin, profile.permissions],
  );

  const results = useMemo(
    () =>
      buildSearchResults(query, {
        suppliers: workspace.status === 'success' ? workspace.data.suppliers.items : [],
        transactions:
          workspace.status === 'success' && profile.status === 'approved'
            ? workspace.data.recentTransactions
            : [],
        commands,
      }),
    [query, workspace, profile.status, commands],
  );

  const options = useMemo(() => {
    const groups: { label: ReactNode; options: { value: string; label: ReactNode }[] }[] = [];
    if (results.commands.length > 0) {
      groups.push({
        label: t('search.commands'),
        options: results.commands.map((command) => ({
          value: `go:${command.path}`,
          label: <span>{command.label}</span>,
        })),
      });
    }
    if (results.suppliers.length > 0) {
      groups.push({
        label: t('search.suppliers'),
        options: results.suppliers.map((supplier) => ({
          value: `supplier:${supplier.id}`,
          label: (
            <span className="th-search__option">
              <SupplierStatusIcon status={supplier.status} />
              <span>{supplier.name}</span>
              <span className="th-search__meta">{supplier.location}</span>
            </span>
          ),
        })),
      });
    }
    if (results.transactions.length > 0) {
      groups.push({
        label: t('search.transactions'),
        options: results.transactions.map((transaction) => ({
          value: `payment:${transaction.id}`,
          label: (
            <span className="th-search__option">
              <span>{transaction.supplierName}</span>
              <span className="th-search__meta">
                {format.money(transaction.amountMinor, transaction.currency)} ·{' '}
                {format.date(transaction.date)}
              </span>
            </span>
          ),
        })),
      });
    }
    return groups;
  }, [results, t, format]);

  const go = (value: string) => {
    const [kind, ...rest] = value.split(':');
    const target = rest.join(':');
    if (kind === 'go') void navigate(target);
    else if (kind === 'supplier') void navigate(supplierDetailPath(target));
    else if (kind === 'payment') void navigate(paths.payments);
    setQuery('');
    ref.current?.blur();
  };

  const notFound =
    query.trim() === '' ? null : workspace.status === 'loading' ? t('search.loading') : t('search.noResults');

  return (
    <AutoComplete
      ref={ref}
      className="th-search"
      value={query}
      options={options}
      onSearch={setQuery}
      onSelect={go}
      notFoundContent={notFound}
      popupMatchSelectWidth={false}
      classNames={{ popup: { root: 'th-search__popup' } }}
      defaultActiveFirstOption
    >
      <Input
        prefix={<SearchOutlined aria-hidden="true" />}
        placeholder={t('search.placeholder')}
        aria-label={t('search.label')}
        allowClear
      />
    </AutoComplete>
  );
}

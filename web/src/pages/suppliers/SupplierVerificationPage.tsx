import {
  RISK_SCORES,
  SUPPLIER_STATUSES,
  type RiskScore,
  type SupplierStatus,
} from '@tradehub/contract/enums';
import { ArrowLeftOutlined, PlusOutlined, SyncOutlined, WarningFilled } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Input, Select, Spin, Tag, Tooltip } from 'antd';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { suppliersListQuery, type SupplierDetail, type SupplierListItem } from '../../api/suppliers/queries';
import { useSignedInProfile } from '../../auth/profileContext';
import { ExplainedDisabledButton } from '../../components/ExplainedDisabledButton';
import { PageHeader } from '../../components/PageHeader';
import { apiErrorMessage } from '../../i18n/apiErrorMessage';
import { RiskLevelTag, SupplierStatusTag } from '../dashboard/StatusTags';
import { SupplierDetailLoader } from './detail/SupplierDetailLoader';
import { debounce, supplierListParams } from './supplierLogic';
import './suppliers.css';

const AddSupplierDrawer = lazy(() => import('./AddSupplierDrawer'));

export const SEARCH_DEBOUNCE_MS = 300;

function SupplierListEntry({
  supplier,
  selected,
  onSelect,
}: {
  supplier: SupplierListItem;
  selected: boolean;
  onSelect: () => void;
}) {
  const { t } = useTranslation();
  return (
    <li>
      <button
        type="button"
        className={`th-supplier-item${selected ? ' th-supplier-item--selected' : ''}`}
        aria-current={selected ? 'true' : undefined}
        onClick={onSelect}
        data-testid="supplier-list-item"
        data-supplier-id={supplier.id}
      >
        <span className="th-supplier-item__top">
          <span className="th-supplier-item__name">{supplier.name}</span>
          {supplier.screeningStatus === 'hit' && (
            <Tooltip title={t('suppliers.screeningFlag')}>
              <span className="th-supplier-item__flag" data-testid="supplier-screening-flag">
                <WarningFilled aria-hidden="true" />
                <span className="th-visually-hidden">{t('suppliers.screeningFlag')}</span>
              </span>
            </Tooltip>
          )}
        </span>
        <span className="th-supplier-item__meta">
          {supplier.location} · {supplier.category}
        </span>
        <span className="th-supplier-item__tags">
          <SupplierStatusTag status={supplier.status} />
          <RiskLevelTag level={supplier.riskScore} />
          {supplier.screeningStatus === 'pending' && (
            <Tag
              color="processing"
              icon={<SyncOutlined spin aria-hidden="true" />}
              data-testid="supplier-screening-pending"
            >
              {t('supplierDetail.screening.pending')}
            </Tag>
          )}
        </span>
      </button>
    </li>
  );
}

/** /supplier-verification: search and filter the suppliers, add one, and review the selected one. */
export default function SupplierVerificationPage() {
  const { t } = useTranslation();
  const profile = useSignedInProfile();
  const [searchText, setSearchText] = useState('');
  const [query, setQuery] = useState('');
  const [status, setStatus] = useState<SupplierStatus | undefined>();
  const [risk, setRisk] = useState<RiskScore | undefined>();
  const [selectedId, setSelectedId] = useState<string | undefined>();
  const [detailOpenOnPhone, setDetailOpenOnPhone] = useState(false);
  const [addOpen, setAddOpen] = useState(false);
  const [addMounted, setAddMounted] = useState(false);

  const updateQuery = useMemo(() => debounce((value: string) => setQuery(value), SEARCH_DEBOUNCE_MS), []);
  useEffect(() => () => updateQuery.cancel(), [updateQuery]);

  const list = useQuery(suppliersListQuery(supplierListParams({ q: query, status, risk })));
  const retry = () => void list.refetch();

  const suppliers = list.data?.suppliers;
  const currentId = selectedId ?? suppliers?.[0]?.id;

  const select = (id: string) => {
    setSelectedId(id);
    setDetailOpenOnPhone(true);
  };
  const onCreated = (supplier: SupplierDetail) => {
    setAddOpen(false);
    select(supplier.id);
  };

  const addButton = profile.readOnly ? (
    <ExplainedDisabledButton
      type="primary"
      icon={<PlusOutlined aria-hidden="true" />}
      reason={t('suppliers.readOnly')}
      data-testid="supplier-add-new"
    >
      {t('suppliers.addNew')}
    </ExplainedDisabledButton>
  ) : (
    <Button
      type="primary"
      icon={<PlusOutlined aria-hidden="true" />}
      onClick={() => {
        setAddMounted(true);
        setAddOpen(true);
      }}
      data-testid="supplier-add-new"
    >
      {t('suppliers.addNew')}
    </Button>
  );

  let listBody;
  if (!suppliers) {
    listBody = list.isError ? (
      <Alert
        type="error"
        showIcon
        title={t('suppliers.loadFailed')}
        description={apiErrorMessage(list.error, t)}
        action={<Button onClick={retry}>{t('common.retry')}</Button>}
        data-testid="supplier-list-error"
      />
    ) : (
      <div className="th-supplier-list__state" role="status">
        <Spin /> {t('suppliers.loading')}
      </div>
    );
  } else if (suppliers.length === 0) {
    listBody = (
      <p className="th-supplier-list__state" data-testid="supplier-list-empty">
        {query || status || risk ? t('suppliers.noMatches') : t('suppliers.empty')}
      </p>
    );
  } else {
    listBody = (
      <ul
        className="th-supplier-list__items"
        aria-label={t('suppliers.listLabel')}
        aria-busy={list.isFetching}
      >
        {suppliers.map((supplier) => (
          <SupplierListEntry
            key={supplier.id}
            supplier={supplier}
            selected={supplier.id === currentId}
            onSelect={() => select(supplier.id)}
          />
        ))}
      </ul>
    );
  }

  return (
    <div className="th-page-container">
      <PageHeader title={t('suppliers.title')} subtitle={t('suppliers.subtitle')} actions={addButton} />
      <div className={`th-suppliers${detailOpenOnPhone ? ' th-suppliers--detail-open' : ''}`}>
        <section className="th-supplier-list" aria-label={t('suppliers.listLabel')}>
          <div className="th-supplier-list__filters">
            <Input.Search
              value={searchText}
              allowClear
              placeholder={t('suppliers.searchPlaceholder')}
              aria-label={t('suppliers.search')}
              onChange={(event) => {
                setSearchText(event.target.value);
                updateQuery(event.target.value);
              }}
              onSearch={(value) => {
                updateQuery.cancel();
                setQuery(value);
              }}
              data-testid="supplier-search"
            />
            <div className="th-supplier-list__selects">
              <Select<SupplierStatus>
                allowClear
                value={status}
                onChange={(value) => setStatus(value)}
                placeholder={t('suppliers.allStatuses')}
                aria-label={t('suppliers.statusFilter')}
                options={SUPPLIER_STATUSES.map((value) => ({ value, label: t(`supplierStatus.${value}`) }))}
                data-testid="supplier-status-filter"
              />
              <Select<RiskScore>
                allowClear
                value={risk}
                onChange={(value) => setRisk(value)}
                placeholder={t('suppliers.allRisks')}
                aria-label={t('suppliers.riskFilter')}
                options={RISK_SCORES.map((value) => ({ value, label: t(`riskLevel.${value}`) }))}
                data-testid="supplier-risk-filter"
              />
            </div>
          </div>
          {listBody}
        </section>
        <section className="th-supplier-pane" aria-label={t('supplierDetail.subtitle')}>
          <Button
            type="link"
            icon={<ArrowLeftOutlined aria-hidden="true" />}
            className="th-supplier-pane__back"
            onClick={() => setDetailOpenOnPhone(false)}
            data-testid="supplier-back-to-list"
          >
            {t('suppliers.backToList')}
          </Button>
          {currentId ? (
            <SupplierDetailLoader key={currentId} supplierId={currentId} headingLevel={2} />
          ) : (
            suppliers && <p className="th-supplier-muted">{t('suppliers.selectHint')}</p>
          )}
        </section>
      </div>
      {addMounted && (
        <Suspense fallback={null}>
          <AddSupplierDrawer open={addOpen} onClose={() => setAddOpen(false)} onCreated={onCreated} />
        </Suspense>
      )}
    </div>
  );
}

import { ArrowDownOutlined, ArrowUpOutlined, MinusOutlined } from '@ant-design/icons';
import type { SupplierDetail } from '@tradehub/contract';
import { Alert, App, Button, Card, Descriptions, Result, Statistic, Table, Tabs, Tag, Tooltip } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { api } from '../../api/client';
import { paths } from '../../app/routing/decideRoute';
import { useSignedInProfile } from '../../auth/profileContext';
import { PageLoading } from '../../components/PageLoading';
import { useKeptApiGet } from '../../hooks/useKeptApiGet';
import { apiErrorMessage } from '../../i18n/apiErrorMessage';
import { useFormat } from '../../i18n/useFormat';
import { useLiveEvent } from '../../realtime/useLiveEvent';
import { RiskLevelTag, SupplierStatusTag } from '../dashboard/StatusTags';
import { ReasonDialog } from './ReasonDialog';
import { ScreeningCard } from './ScreeningCard';
import { FinancialDocumentsTable, LegalDocuments } from './SupplierDocuments';
import {
  financialFigures,
  reviewHint,
  hasSupplierReviewPermission,
  isMissingSupplier,
  supplierPath,
} from './supplierLogic';

type Person = SupplierDetail['keyPeople'][number];
type Metric = SupplierDetail['riskMetrics'][number];

export function FailedToLoadSupplier({ reason }: { reason: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Result
      status="error"
      title={<h1 className="th-result-title">{t('supplierDetail.failed')}</h1>}
      subTitle={<span data-testid="supplier-error">{reason}</span>}
      extra={
        <Button type="primary" onClick={() => void navigate(paths.supplierVerification)}>
          {t('supplierDetail.returnToSuppliers')}
        </Button>
      }
    />
  );
}

interface SupplierDetailLoaderProps {
  supplierId: string;
  /** The heading level of the supplier's name: 1 on its own page, 2 in the list's pane. */
  headingLevel: 1 | 2;
  /** Shown above the detail once it has loaded (the 'Back to Suppliers' link). */
  before?: ReactNode;
  /** After a write here, so the list can refresh too. */
  onChanged?: () => void;
}

/** GET /api/suppliers/:id with its loading, 404 and error states, refetched on 'supplier:changed'. */
export function SupplierDetailLoader({
  supplierId,
  headingLevel,
  before,
  onChanged,
}: SupplierDetailLoaderProps) {
  const { t } = useTranslation();
  const path = supplierPath(supplierId);
  const state = useKeptApiGet<{ supplier: SupplierDetail }>(path);
  const { retry } = state;
  useLiveEvent('supplier:changed', (change) => {
    if (change.supplierId === supplierId) retry();
  });

  if (state.dataPath !== path || !state.data) {
    if (state.status === 'error') {
      const notFound = isMissingSupplier(state.error);
      return (
        <FailedToLoadSupplier
          reason={notFound ? t('supplierDetail.notFound') : apiErrorMessage(state.error, t)}
        />
      );
    }
    return <PageLoading label={t('supplierDetail.loading')} />;
  }
  return (
    <>
      {before}
      <SupplierDetailView
        supplier={state.data.supplier}
        headingLevel={headingLevel}
        onChanged={() => {
          retry();
          onChanged?.();
        }}
      />
    </>
  );
}

const trendIcon = { up: ArrowUpOutlined, down: ArrowDownOutlined, stable: MinusOutlined } as const;
const personRiskColor = { low: 'green', medium: 'gold', high: 'red' } as const;
const screeningColor = { not_screened: 'default', clear: 'green', hit: 'red', dismissed: 'blue' } as const;

function PeopleTable({ people }: { people: Person[] }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <Table<Person>
      rowKey="name"
      size="small"
      pagination={false}
      scroll={{ x: true }}
      dataSource={people}
      locale={{ emptyText: t('supplierDetail.people.empty') }}
      data-testid="key-people"
      columns={[
        { key: 'name', title: t('supplierDetail.people.name'), dataIndex: 'name' },
        { key: 'role', title: t('supplierDetail.people.role'), dataIndex: 'role' },
        {
          key: 'stake',
          title: t('supplierDetail.people.stake'),
          render: (_, person) => `${format.number(person.stakePercent, { maximumFractionDigits: 1 })}%`,
        },
        {
          key: 'risk',
          title: t('supplierDetail.people.risk'),
          render: (_, person) => (
            <Tag color={personRiskColor[person.risk]}>{t(`supplierDetail.personRisk.${person.risk}`)}</Tag>
          ),
        },
      ]}
    />
  );
}

function Financials({ supplier }: { supplier: SupplierDetail }) {
  const { t } = useTranslation();
  const format = useFormat();
  const figures = financialFigures(supplier.financials, format.locale, (minor, currency) =>
    format.money(minor, currency),
  );
  const items = [
    { key: 'revenue', label: t('supplierDetail.financial.revenue'), value: figures.revenue },
    { key: 'growth', label: t('supplierDetail.financial.growth'), value: figures.growth },
    { key: 'profitMargin', label: t('supplierDetail.financial.profitMargin'), value: figures.profitMargin },
    { key: 'marketShare', label: t('supplierDetail.financial.marketShare'), value: figures.marketShare },
  ];
  return (
    <div className="th-supplier-financials" data-testid="supplier-financials">
      {items.map((item) => (
        <Statistic
          key={item.key}
          title={item.label}
          value={item.value}
          data-testid={`financial-${item.key}`}
        />
      ))}
    </div>
  );
}

function MarketTable({ metrics }: { metrics: Metric[] }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <Table<Metric>
      rowKey="category"
      size="small"
      pagination={false}
      scroll={{ x: true }}
      dataSource={metrics}
      locale={{ emptyText: t('supplierDetail.market.empty') }}
      data-testid="risk-metrics"
      columns={[
        { key: 'category', title: t('supplierDetail.market.category'), dataIndex: 'category' },
        { key: 'score', title: t('supplierDetail.market.score'), render: (_, m) => format.number(m.score) },
        {
          key: 'trend',
          title: t('supplierDetail.market.trend'),
          render: (_, m) => {
            const Icon = trendIcon[m.trend];
            return (
              <span className={`th-trend th-trend--${m.trend}`}>
                <Icon aria-hidden="true" /> {t(`supplierDetail.market.${m.trend}`)}
              </span>
            );
          },
        },
        {
          key: 'change',
          title: t('supplierDetail.market.change'),
          render: (_, m) =>
            `${format.number(m.changePercent, { maximumFractionDigits: 1, signDisplay: 'exceptZero' })}%`,
        },
      ]}
    />
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="th-supplier-section">
      <h3 className="th-supplier-section-title">{title}</h3>
      {children}
    </section>
  );
}

function RiskWhy({ supplier }: { supplier: SupplierDetail }) {
  const { t } = useTranslation();
  const inputs = supplier.riskInputs;
  return (
    <Card
      className="th-card"
      title={<h3 className="th-card-title">{t('supplierDetail.riskWhy.title')}</h3>}
      data-testid="risk-why"
    >
      <Descriptions
        size="small"
        column={1}
        items={[
          {
            key: 'country',
            label: t('supplierDetail.riskWhy.countryRisk'),
            children: <RiskLevelTag level={inputs.countryRisk} />,
          },
          {
            key: 'screening',
            label: t('supplierDetail.riskWhy.screening'),
            children: t(`supplierDetail.screening.${inputs.screening}`),
          },
          {
            key: 'documents',
            label: t('supplierDetail.riskWhy.documents'),
            children: `${Math.round(inputs.documentCompletenessPercent)}%`,
          },
          {
            key: 'verification',
            label: t('supplierDetail.riskWhy.verification'),
            children: <SupplierStatusTag status={inputs.verification} />,
          },
          { key: 'points', label: t('supplierDetail.riskWhy.points'), children: inputs.points },
          {
            key: 'explanation',
            label: t('supplierDetail.riskWhy.explanation'),
            children: inputs.explanation,
          },
        ]}
      />
    </Card>
  );
}

function ReviewPanel({ supplier, onChanged }: { supplier: SupplierDetail; onChanged: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const profile = useSignedInProfile();
  const [verifying, setVerifying] = useState(false);
  const [rejecting, setRejecting] = useState(false);
  const hint = reviewHint(supplier, profile);
  const base = supplierPath(supplier.id);

  const verify = async () => {
    setVerifying(true);
    try {
      await api.post(`${base}/verify`);
      void message.success(t('supplierDetail.review.verified', { name: supplier.name }));
      onChanged();
    } catch (error) {
      void message.error(apiErrorMessage(error, t));
    } finally {
      setVerifying(false);
    }
  };
  const reject = async (reason: string) => {
    try {
      await api.post(`${base}/reject`, { reason });
      void message.success(t('supplierDetail.review.rejected', { name: supplier.name }));
      setRejecting(false);
      onChanged();
    } catch (error) {
      void message.error(apiErrorMessage(error, t));
      throw error;
    }
  };

  if (hint && hint !== 'readOnly') {
    return (
      <Alert
        type="info"
        showIcon
        title={t(`supplierDetail.review.hints.${hint}`)}
        data-testid="review-hint"
      />
    );
  }
  const disabled = hint === 'readOnly';
  // The gateway refuses to verify (409 sanctions_hit_open) while a screening hit is open; rejecting stays.
  const sanctionsBlocked = supplier.screeningStatus === 'hit';
  const buttons = (
    <div className="th-supplier-review__buttons">
      <Button
        type="primary"
        loading={verifying}
        disabled={disabled || sanctionsBlocked}
        onClick={() => void verify()}
        data-testid="supplier-verify"
      >
        {t('supplierDetail.review.verify')}
      </Button>
      <Button danger disabled={disabled} onClick={() => setRejecting(true)} data-testid="supplier-reject">
        {t('supplierDetail.review.reject')}
      </Button>
    </div>
  );
  return (
    <div className="th-supplier-review">
      {sanctionsBlocked && (
        <Alert
          type="warning"
          showIcon
          title={t('supplierDetail.review.sanctionsBlocked')}
          data-testid="verify-sanctions-blocked"
        />
      )}
      {disabled ? (
        <Tooltip title={t('supplierDetail.review.hints.readOnly')} trigger={['hover', 'focus']}>
          <span tabIndex={0} data-testid="review-hint">
            {buttons}
          </span>
        </Tooltip>
      ) : (
        buttons
      )}
      <ReasonDialog
        open={rejecting}
        title={t('supplierDetail.review.rejectTitle', { name: supplier.name })}
        label={t('supplierDetail.review.rejectReason')}
        okText={t('supplierDetail.review.rejectConfirm')}
        requiredMessage={t('supplierDetail.review.reasonRequired')}
        testId="reject-supplier-dialog"
        onCancel={() => setRejecting(false)}
        onSubmit={reject}
      />
    </div>
  );
}

interface SupplierDetailViewProps {
  supplier: SupplierDetail;
  headingLevel: 1 | 2;
  onChanged: () => void;
}

/** A supplier's verification detail: header, review, tabs, the risk explanation and sanctions screening. */
export function SupplierDetailView({ supplier, headingLevel, onChanged }: SupplierDetailViewProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const profile = useSignedInProfile();
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const financialDocs = supplier.documents.filter((doc) => doc.type === 'financial_statement');
  const legalDocs = supplier.documents.filter((doc) => doc.type !== 'financial_statement');
  // Four-eyes, as the gateway: whoever added the supplier cannot dismiss its screening hits.
  const addedByYou = supplier.createdBy.id === profile.id;
  const canDismiss = hasSupplierReviewPermission(profile.permissions) && !addedByYou;
  const none = t('supplierDetail.sanctions.none');

  const people = (
    <Section title={t('supplierDetail.people.title')}>
      <PeopleTable people={supplier.keyPeople} />
    </Section>
  );
  const financial = (
    <Section title={t('supplierDetail.financial.title')}>
      <Financials supplier={supplier} />
    </Section>
  );

  return (
    <article className="th-supplier-detail" data-testid="supplier-detail" data-supplier-id={supplier.id}>
      <header className="th-supplier-detail__header">
        <Heading className="th-supplier-detail__name">{supplier.name}</Heading>
        <div className="th-supplier-detail__tags">
          <span data-testid="supplier-status" data-status={supplier.status}>
            <SupplierStatusTag status={supplier.status} />
          </span>
          <RiskLevelTag level={supplier.riskScore} testId="supplier-risk" />
          <Tag color={screeningColor[supplier.screeningStatus]} data-testid="supplier-screening-status">
            {t(`supplierDetail.screening.${supplier.screeningStatus}`)}
          </Tag>
        </div>
        <p className="th-supplier-muted">
          {supplier.location} · {supplier.category}
        </p>
      </header>
      <ReviewPanel supplier={supplier} onChanged={onChanged} />
      <Tabs
        className="th-supplier-tabs"
        aria-label={t('supplierDetail.tabs.label')}
        items={[
          {
            key: 'overview',
            label: t('supplierDetail.tabs.overview'),
            children: (
              <>
                <Descriptions
                  size="small"
                  column={{ xs: 1, md: 2 }}
                  items={[
                    {
                      key: 'location',
                      label: t('supplierDetail.facts.location'),
                      children: supplier.location,
                    },
                    {
                      key: 'category',
                      label: t('supplierDetail.facts.category'),
                      children: supplier.category,
                    },
                    {
                      key: 'reg',
                      label: t('supplierDetail.facts.registrationNumber'),
                      children: supplier.registrationNumber ?? none,
                    },
                    {
                      key: 'email',
                      label: t('supplierDetail.facts.contactEmail'),
                      children: supplier.contactEmail ?? none,
                    },
                    {
                      key: 'bank',
                      label: t('supplierDetail.facts.bankAccount'),
                      children: supplier.bankAccount ?? none,
                    },
                    {
                      key: 'address',
                      label: t('supplierDetail.facts.address'),
                      children: supplier.address ?? none,
                    },
                    {
                      key: 'addedBy',
                      label: t('supplierDetail.facts.addedBy'),
                      children: supplier.createdBy.name,
                    },
                    ...(supplier.verificationDate
                      ? [
                          {
                            key: 'verifiedOn',
                            label: t('supplierDetail.facts.verifiedOn'),
                            children: format.date(supplier.verificationDate),
                          },
                        ]
                      : []),
                    ...(supplier.rejectionReason
                      ? [
                          {
                            key: 'rejection',
                            label: t('supplierDetail.facts.rejectionReason'),
                            children: supplier.rejectionReason,
                          },
                        ]
                      : []),
                  ]}
                />
                {people}
                {financial}
              </>
            ),
          },
          { key: 'people', label: t('supplierDetail.tabs.people'), children: people },
          {
            key: 'financial',
            label: t('supplierDetail.tabs.financial'),
            children: (
              <>
                {financial}
                <Section title={t('supplierDetail.financial.documents')}>
                  <FinancialDocumentsTable documents={financialDocs} />
                </Section>
              </>
            ),
          },
          {
            key: 'legal',
            label: t('supplierDetail.tabs.legal'),
            children: (
              <Section title={t('supplierDetail.documents.legalTitle')}>
                <LegalDocuments
                  supplier={supplier}
                  documents={legalDocs}
                  readOnly={profile.readOnly}
                  onChanged={onChanged}
                />
              </Section>
            ),
          },
          {
            key: 'market',
            label: t('supplierDetail.tabs.market'),
            children: (
              <Section title={t('supplierDetail.market.title')}>
                <MarketTable metrics={supplier.riskMetrics} />
              </Section>
            ),
          },
        ]}
      />
      <div className="th-supplier-detail__cards">
        <RiskWhy supplier={supplier} />
        <ScreeningCard
          supplier={supplier}
          readOnly={profile.readOnly}
          canDismiss={canDismiss}
          addedByYou={addedByYou && hasSupplierReviewPermission(profile.permissions)}
          onChanged={onChanged}
        />
      </div>
    </article>
  );
}

import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SupplierDetail } from '../../../api/suppliers/queries';
import { useSignedInProfile } from '../../../auth/profileContext';
import { screeningDismissal } from '../supplierLogic';
import { DetailHeader } from './DetailHeader';
import { FinancialDocuments } from './FinancialDocuments';
import { Financials } from './Financials';
import { KeyPeople } from './KeyPeople';
import { LegalDocuments } from './LegalDocuments';
import { MarketRisk } from './MarketRisk';
import { OverviewFacts } from './OverviewFacts';
import { ReviewPanel } from './ReviewPanel';
import { RiskWhy } from './RiskWhy';
import { ScreeningCard } from './ScreeningCard';
import { Section } from './Section';

interface SupplierDetailViewProps {
  supplier: SupplierDetail;
  headingLevel: 1 | 2;
}

/** A supplier's verification detail: header, review, tabs, the risk explanation and sanctions screening. */
export function SupplierDetailView({ supplier, headingLevel }: SupplierDetailViewProps) {
  const { t } = useTranslation();
  const profile = useSignedInProfile();
  const financialDocs = supplier.documents.filter((doc) => doc.type === 'financial_statement');
  const legalDocs = supplier.documents.filter((doc) => doc.type !== 'financial_statement');
  // The verification policy, as the gateway: under four-eyes whoever added it cannot dismiss its hits.
  const dismissal = screeningDismissal(supplier, profile);

  const people = (
    <Section title={t('supplierDetail.people.title')}>
      <KeyPeople people={supplier.keyPeople} />
    </Section>
  );
  const financial = (
    <Section title={t('supplierDetail.financial.title')}>
      <Financials supplier={supplier} />
    </Section>
  );

  return (
    <article className="th-supplier-detail" data-testid="supplier-detail" data-supplier-id={supplier.id}>
      <DetailHeader supplier={supplier} headingLevel={headingLevel} />
      <ReviewPanel supplier={supplier} />
      <Tabs
        className="th-supplier-tabs"
        aria-label={t('supplierDetail.tabs.label')}
        items={[
          {
            key: 'overview',
            label: t('supplierDetail.tabs.overview'),
            children: (
              <>
                <OverviewFacts supplier={supplier} />
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
                  <FinancialDocuments documents={financialDocs} />
                </Section>
              </>
            ),
          },
          {
            key: 'legal',
            label: t('supplierDetail.tabs.legal'),
            children: (
              <Section title={t('supplierDetail.documents.legalTitle')}>
                <LegalDocuments supplierId={supplier.id} documents={legalDocs} readOnly={profile.readOnly} />
              </Section>
            ),
          },
          {
            key: 'market',
            label: t('supplierDetail.tabs.market'),
            children: (
              <Section title={t('supplierDetail.market.title')}>
                <MarketRisk metrics={supplier.riskMetrics} />
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
          canDismiss={dismissal.canDismiss}
          addedByYou={dismissal.fourEyes}
        />
      </div>
    </article>
  );
}

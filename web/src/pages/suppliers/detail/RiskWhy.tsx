import { Card, Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SupplierDetail } from '../../../api/suppliers/queries';
import { RiskLevelTag, SupplierStatusTag } from '../../dashboard/StatusTags';

/** 'Why this risk score': the inputs of the supplier's risk score and the explanation. */
export function RiskWhy({ supplier }: { supplier: SupplierDetail }) {
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

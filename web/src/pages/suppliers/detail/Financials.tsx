import { Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SupplierDetail } from '../../../api/suppliers/queries';
import { useFormat } from '../../../i18n/useFormat';
import { financialFigures } from '../supplierLogic';

/** Revenue, growth, profit margin and market share (a missing figure shows as 0). */
export function Financials({ supplier }: { supplier: SupplierDetail }) {
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

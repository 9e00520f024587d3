import { ArrowLeftOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../app/paths';
import type { ScreenProps } from '../../app/routes/screenProps';
import { FailedToLoadSupplier } from './detail/FailedToLoadSupplier';
import { SupplierDetailLoader } from './detail/SupplierDetailLoader';
import './suppliers.css';

/** /supplier-verification/{supplierId}: one supplier's verification detail. */
export default function SupplierDetailPage({ params }: ScreenProps) {
  const { t } = useTranslation();
  const { supplierId } = params;
  if (!supplierId) return <FailedToLoadSupplier reason={t('supplierDetail.noId')} />;
  return (
    <div className="th-page-container">
      <SupplierDetailLoader
        key={supplierId}
        supplierId={supplierId}
        headingLevel={1}
        before={
          <Link to={paths.supplierVerification} className="th-back-link" data-testid="back-to-suppliers">
            <ArrowLeftOutlined aria-hidden="true" />
            {t('supplierDetail.backToSuppliers')}
          </Link>
        }
      />
    </div>
  );
}

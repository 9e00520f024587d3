import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../app/paths';

/** A supplier that could not be shown (none with that id, or the request failed), with the way back. */
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

import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';

/** The end of a new-bill form: a refusal that names no field, then Cancel and Save. */
export function BillFormFooter({
  formError,
  saving,
  saveTestId,
  onClose,
}: {
  formError: string | undefined;
  saving: boolean;
  saveTestId: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      {formError && (
        <Alert type="error" showIcon title={formError} role="alert" data-testid="bill-form-error" />
      )}

      <div className="th-payments__form-buttons">
        <Button onClick={onClose}>{t('payments.bills.form.cancel')}</Button>
        <Button type="primary" htmlType="submit" loading={saving} data-testid={saveTestId}>
          {t('payments.bills.form.save')}
        </Button>
      </div>
    </>
  );
}

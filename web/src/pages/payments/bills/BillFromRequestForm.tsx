import { useQuery } from '@tanstack/react-query';
import { Alert, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCreateBillFromPaymentRequest } from '../../../api/bills/queries';
import { ApiRequestError } from '../../../api/client';
import { paymentRequestPreviewQuery } from '../../../api/payments/queries';
import { useFormat } from '../../../i18n/useFormat';
import { BillFormFooter } from './BillFormFooter';
import { BillSupplierField } from './BillSupplierField';
import { useBillCreation, type BillFormProps } from './useBillCreation';

interface FormValues {
  reference: string;
  supplierId: string;
}

const formFields = ['reference', 'supplierId'] as const;
/** As the gateway checks it: `PR-` and six characters without 0, O, 1, I or L. */
const REFERENCE = /^PR-[2-9A-HJKMNP-Z]{6}$/;
/** A reference as the payer's link shows it: the same in every language. */
const EXAMPLE_REFERENCE = 'PR-7K3M9Q';

/** What the typed reference asks for, once it is one: who, how much, by when (or why it cannot be used). */
function RequestPreview({ reference }: { reference: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const preview = useQuery({ ...paymentRequestPreviewQuery(reference), enabled: REFERENCE.test(reference) });
  if (!REFERENCE.test(reference)) return null;
  if (preview.isPending)
    return <p className="th-bills__request-preview">{t('payments.bills.form.requestLoading')}</p>;
  if (preview.isError) {
    const unknown = preview.error instanceof ApiRequestError && preview.error.status === 404;
    return (
      <Alert
        type="warning"
        showIcon
        data-testid="bill-request-unknown"
        title={unknown ? t('payments.bills.form.requestUnknown') : t('payRequest.loadFailed')}
      />
    );
  }
  const request = preview.data.request;
  const amount = format.money(request.amountMinor, request.currency);
  if (request.status !== 'open')
    return <Alert type="warning" showIcon title={t('payments.bills.form.requestNotOpen')} />;
  return (
    <Alert
      type="info"
      showIcon
      data-testid="bill-request-preview"
      title={
        request.dueDate
          ? t('payments.bills.form.requestPreview', {
              business: request.businessName,
              amount,
              date: format.date(request.dueDate),
            })
          : t('payments.bills.form.requestPreviewNow', { business: request.businessName, amount })
      }
      description={request.note ?? undefined}
    />
  );
}

/** New bill from a payment request another organisation sent: its reference and one of our suppliers. */
export function BillFromRequestForm({ onClose, onCreated }: BillFormProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<FormValues>();
  const { onFinish, formError, saving } = useBillCreation({
    form,
    creating: useCreateBillFromPaymentRequest(),
    fields: formFields,
    toBody: (values: FormValues) => ({
      reference: values.reference.trim().toUpperCase(),
      supplierId: values.supplierId,
    }),
    onCreated,
  });
  const reference = (Form.useWatch('reference', form) ?? '').trim().toUpperCase();

  return (
    <Form<FormValues>
      form={form}
      layout="vertical"
      requiredMark="optional"
      onFinish={onFinish}
      data-testid="bill-from-request-form"
    >
      <Form.Item
        name="reference"
        label={t('payments.bills.form.requestReference')}
        extra={t('payments.bills.form.requestReferenceHint')}
        rules={[
          { required: true, message: t('payments.bills.form.required') },
          {
            validator: (_rule, value: string | undefined) =>
              !value || REFERENCE.test(value.trim().toUpperCase())
                ? Promise.resolve()
                : Promise.reject(new Error(t('payments.bills.form.requestReferenceInvalid'))),
          },
        ]}
      >
        <Input autoComplete="off" placeholder={EXAMPLE_REFERENCE} data-testid="bill-request-reference" />
      </Form.Item>
      <div className="th-bills__request-preview-slot">
        <RequestPreview reference={reference} />
      </div>
      <BillSupplierField testId="bill-request-supplier" />
      <BillFormFooter
        formError={formError}
        saving={saving}
        saveTestId="bill-request-save"
        onClose={onClose}
      />
    </Form>
  );
}

import { CopyOutlined } from '@ant-design/icons';
import { Alert, Button, Descriptions, Drawer, Form, Input, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRequestPayment } from '../../api/payments/queries';
import { useFormat } from '../../i18n/useFormat';
import { showApiError } from '../formErrors';
import { formLevelError } from '../formLevelError';
import { amountRules, useCurrencyOptions } from './NewPaymentDrawer';
import { useCopyLink } from './useCopyLink';

interface RequestValues {
  payerName: string;
  payerEmail: string;
  amount: string;
  currency: string;
  dueDate?: string;
  note?: string;
}

const fields = ['payerName', 'payerEmail', 'amount', 'currency', 'dueDate', 'note'] as const;

function RequestPaymentForm({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const format = useFormat();
  const [form] = Form.useForm<RequestValues>();
  const requesting = useRequestPayment();
  const created = requesting.data?.request;
  const error = formLevelError(requesting.error, fields, t);
  const currencies = useCurrencyOptions();

  const submit = async () => {
    requesting.reset();
    const values = await form.validateFields();
    requesting.mutate(
      {
        payerName: values.payerName.trim(),
        payerEmail: values.payerEmail.trim(),
        amount: values.amount.trim(),
        currency: values.currency,
        ...(values.dueDate ? { dueDate: values.dueDate } : {}),
        ...(values.note?.trim() ? { note: values.note.trim() } : {}),
      },
      { onError: (failure) => showApiError(form, failure, t, fields) },
    );
  };

  const copy = useCopyLink();

  if (created) {
    return (
      <div data-testid="payment-request-created">
        <Alert type="success" showIcon title={t('payments.request.created')} />
        <Descriptions column={1} size="small" bordered className="th-payments__request-result">
          <Descriptions.Item label={t('payments.request.reference')}>
            <span data-testid="payment-request-reference">{created.reference}</span>
          </Descriptions.Item>
          <Descriptions.Item label={t('payments.request.amount')}>
            {format.money(created.amountMinor, created.currency)}
          </Descriptions.Item>
          <Descriptions.Item label={t('payments.request.shareUrl')}>
            <Space.Compact block>
              <Input
                readOnly
                value={created.shareUrl}
                aria-label={t('payments.request.shareUrl')}
                data-testid="payment-request-link"
              />
              <Button
                icon={<CopyOutlined aria-hidden="true" />}
                onClick={() => void copy(created.shareUrl)}
                data-testid="payment-request-copy"
              >
                {t('payments.request.copy')}
              </Button>
            </Space.Compact>
          </Descriptions.Item>
        </Descriptions>
        <div className="th-payments__form-buttons">
          <Button onClick={onClose}>{t('payments.request.close')}</Button>
        </div>
      </div>
    );
  }

  return (
    <Form<RequestValues>
      form={form}
      layout="vertical"
      requiredMark="optional"
      initialValues={{ currency: 'USD' }}
      data-testid="payment-request-form"
    >
      <Form.Item
        name="payerName"
        label={t('payments.request.payerName')}
        rules={[{ required: true, min: 2, max: 200, message: t('payments.form.required') }]}
      >
        <Input data-testid="request-payer-name" />
      </Form.Item>
      <Form.Item
        name="payerEmail"
        label={t('payments.request.payerEmail')}
        rules={[{ required: true, type: 'email', message: t('payments.request.emailInvalid') }]}
      >
        <Input type="email" data-testid="request-payer-email" />
      </Form.Item>
      <Form.Item
        name="amount"
        label={t('payments.request.amount')}
        rules={amountRules(t)}
        validateFirst
        dependencies={['currency']}
      >
        <Input inputMode="decimal" data-testid="request-amount" />
      </Form.Item>
      <Form.Item name="currency" label={t('payments.request.currency')} rules={[{ required: true }]}>
        <Select
          showSearch
          options={currencies.map((c) => ({ value: c, label: c }))}
          data-testid="request-currency"
        />
      </Form.Item>
      <Form.Item name="dueDate" label={t('payments.request.dueDate')}>
        <Input type="date" data-testid="request-due-date" />
      </Form.Item>
      <Form.Item name="note" label={t('payments.request.note')} rules={[{ max: 500 }]}>
        <Input.TextArea maxLength={500} rows={3} data-testid="request-note" />
      </Form.Item>
      {error && <Alert type="error" showIcon title={error} role="alert" />}
      <div className="th-payments__form-buttons">
        <Button onClick={onClose}>{t('payments.form.cancel')}</Button>
        <Button
          type="primary"
          loading={requesting.isPending}
          onClick={() => void submit().catch(() => undefined)}
          data-testid="request-submit"
        >
          {t('payments.request.submit')}
        </Button>
      </div>
    </Form>
  );
}

export function RequestPaymentDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={t('payments.request.title')}
      size={480}
      styles={{ wrapper: { maxWidth: '100vw' } }}
      destroyOnHidden
      data-testid="payment-request-drawer"
    >
      {open && <RequestPaymentForm onClose={onClose} />}
    </Drawer>
  );
}

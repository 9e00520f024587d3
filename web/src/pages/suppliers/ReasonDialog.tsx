import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';

interface ReasonDialogProps {
  open: boolean;
  title: string;
  label: string;
  okText: string;
  requiredMessage: string;
  testId: string;
  /** The submission is under way (the caller's mutation is pending). */
  pending: boolean;
  onCancel: () => void;
  /** Resolves when done; a rejection keeps the dialog open (the caller shows the error). */
  onSubmit: (reason: string) => Promise<void>;
}

/** A dialog asking for a required reason (rejecting a supplier, dismissing a screening hit). */
export function ReasonDialog({
  open,
  title,
  label,
  okText,
  requiredMessage,
  testId,
  pending,
  onCancel,
  onSubmit,
}: ReasonDialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ reason: string }>();
  const submit = async () => {
    const { reason } = await form.validateFields();
    await onSubmit(reason.trim());
    form.resetFields();
  };
  return (
    <Modal
      open={open}
      title={title}
      okText={okText}
      cancelText={t('supplierDetail.review.cancel')}
      okButtonProps={{ danger: true, loading: pending, 'data-testid': `${testId}-confirm` }}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onCancel}
      destroyOnHidden
      data-testid={testId}
    >
      <Form form={form} layout="vertical" name={testId}>
        <Form.Item
          name="reason"
          label={label}
          rules={[{ required: true, whitespace: true, message: requiredMessage }]}
        >
          <Input.TextArea rows={3} maxLength={1000} data-testid={`${testId}-reason`} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

import type { ReviewAccount } from '@tradehub/contract';
import { Alert, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../../i18n/apiErrorMessage';

interface RejectAccountDialogProps {
  /** The account being rejected; the dialog is open while it is set. */
  account: ReviewAccount | undefined;
  onCancel: () => void;
  onReject: (reason: string) => Promise<void>;
}

const maxReasonLength = 1000;

/** Asks for the reason of a rejection (required; the applicant sees it on 'Account Access Denied'). */
export function RejectAccountDialog({ account, onCancel, onReject }: RejectAccountDialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ reason: string }>();
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<unknown>(undefined);

  const submit = async () => {
    let reason: string;
    try {
      ({ reason } = await form.validateFields());
    } catch {
      return; // the field shows what is missing
    }
    setSubmitting(true);
    setFailure(undefined);
    try {
      await onReject(reason.trim());
    } catch (error) {
      setFailure(error);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Modal
      open={account !== undefined}
      title={t('admin.rejectDialog.title', { name: account?.businessName ?? '' })}
      okText={t('admin.rejectDialog.confirm')}
      okButtonProps={{ danger: true, disabled: submitting, loading: submitting }}
      cancelText={t('admin.rejectDialog.cancel')}
      onOk={() => void submit()}
      onCancel={onCancel}
      destroyOnHidden
      afterClose={() => setFailure(undefined)}
    >
      {failure !== undefined && (
        <Alert type="error" showIcon title={apiErrorMessage(failure, t)} style={{ marginBottom: 16 }} />
      )}
      <Form form={form} layout="vertical" preserve={false} onFinish={() => void submit()}>
        <Form.Item
          name="reason"
          label={t('admin.rejectDialog.reason')}
          extra={t('admin.rejectDialog.reasonHint')}
          rules={[
            { required: true, whitespace: true, message: t('admin.rejectDialog.reasonRequired') },
            {
              max: maxReasonLength,
              message: t('admin.rejectDialog.reasonTooLong', { max: maxReasonLength }),
            },
          ]}
        >
          <Input.TextArea rows={4} maxLength={maxReasonLength} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}

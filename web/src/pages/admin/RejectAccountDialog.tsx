import type { ReviewOrganisation } from '@tradehub/contract';
import { Alert, Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRejectOrganisation } from '../../api/admin/queries';
import { apiErrorMessage } from '../../i18n/apiErrorMessage';

interface RejectAccountDialogProps {
  /** The account being rejected; the dialog is open while it is set. */
  account: ReviewOrganisation | undefined;
  onCancel: () => void;
  /** Called once the gateway has recorded the rejection (the lists are asked again). */
  onRejected: (account: ReviewOrganisation) => void;
}

const maxReasonLength = 1000;

/** Asks for the reason of a rejection (required; the applicant sees it on 'Account Access Denied'). */
export function RejectAccountDialog({ account, onCancel, onRejected }: RejectAccountDialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ reason: string }>();
  const rejecting = useRejectOrganisation();
  const submitting = rejecting.isPending;

  const submit = async () => {
    let reason: string;
    try {
      ({ reason } = await form.validateFields());
    } catch {
      return; // the field shows what is missing
    }
    if (!account || submitting) return;
    rejecting.mutate(
      { organisation: account, reason: reason.trim() },
      { onSuccess: () => onRejected(account) },
    );
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
      afterClose={() => rejecting.reset()}
    >
      {rejecting.error && (
        <Alert
          type="error"
          showIcon
          title={apiErrorMessage(rejecting.error, t)}
          style={{ marginBottom: 16 }}
        />
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

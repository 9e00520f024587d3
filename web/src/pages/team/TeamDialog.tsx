import { Alert, Modal } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The frame every team dialog shares: title, the failure of its last submit, Cancel and its own OK button. */
export function TeamDialog({
  title,
  okText,
  okTestId,
  pending,
  okDisabled,
  error,
  onClose,
  onOk,
  children,
}: {
  title: string;
  okText: string;
  okTestId: string;
  pending: boolean;
  okDisabled?: boolean;
  /** Text above the content; a failure the gateway pinned on a field shows on that field instead. */
  error: string | undefined;
  onClose: () => void;
  onOk: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      open
      title={title}
      onCancel={onClose}
      okText={okText}
      cancelText={t('team.cancel')}
      okButtonProps={{ loading: pending, disabled: okDisabled, 'data-testid': okTestId } as never}
      onOk={onOk}
      destroyOnHidden
    >
      {error && <Alert type="error" showIcon title={error} className="th-team-dialog__error" />}
      {children}
    </Modal>
  );
}

import { Alert, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useChangePassword } from '../../api/settings/queries';
import { showApiError } from '../formErrors';
import { formLevelError } from '../formLevelError';
import { SaveRow } from './SaveRow';
import { SettingsSection } from './SettingsSection';

interface PasswordValues {
  currentPassword: string;
  newPassword: string;
}

const passwordFields = ['currentPassword', 'newPassword'] as const;

/** Security: a new password, confirmed with the current one; the account's other sessions end. */
export function SecuritySection({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<PasswordValues>();
  const changing = useChangePassword();
  const error = formLevelError(changing.error, passwordFields, t);
  const changed = changing.isSuccess;
  const submit = (values: PasswordValues) =>
    changing.mutate(values, {
      onSuccess: () => form.resetFields(),
      onError: (failure) => showApiError(form, failure, t, passwordFields),
    });
  return (
    <SettingsSection title={t('settings.security.title')} error={error}>
      {changed && (
        <Alert
          type="success"
          showIcon
          role="status"
          className="th-settings__alert"
          data-testid="settings-password-changed"
          title={t('settings.security.changed')}
          description={t('settings.security.otherSessions')}
        />
      )}
      <Form<PasswordValues>
        form={form}
        layout="vertical"
        disabled={disabled}
        initialValues={{ currentPassword: '', newPassword: '' }}
        onFinish={submit}
      >
        <Form.Item
          name="currentPassword"
          label={t('settings.security.currentPassword')}
          rules={[{ required: true, message: t('settings.validation.required') }]}
        >
          <Input.Password autoComplete="current-password" data-testid="settings-current-password" />
        </Form.Item>
        <Form.Item
          name="newPassword"
          label={t('settings.security.newPassword')}
          rules={[{ required: true, min: 6, message: t('settings.validation.password') }]}
        >
          <Input.Password autoComplete="new-password" data-testid="settings-new-password" />
        </Form.Item>
        <SaveRow
          disabled={disabled}
          loading={changing.isPending}
          testId="settings-password-save"
          label={t('settings.security.change')}
        />
      </Form>
    </SettingsSection>
  );
}

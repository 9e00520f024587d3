import type { Settings } from '@tradehub/contract';
import { Alert, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useUpdateSettings } from '../../api/settings/queries';
import { showApiError } from '../formErrors';
import { formLevelError } from '../formLevelError';
import { SaveRow } from './SaveRow';
import { SavedNotice } from './SavedNotice';
import { SettingsSection } from './SettingsSection';
import { changedFields } from './settingsLogic';

type ProfileValues = Pick<Settings, 'email' | 'companyName'> & {
  fullName: string;
  /** Asked only while the e-mail address is being changed. */
  currentPassword?: string;
};

const profileFields = ['fullName', 'email', 'companyName', 'currentPassword'] as const;

/** Profile Information: the person's name, sign-in address and company name; only what changed is sent. */
export function ProfileSection({ settings, disabled }: { settings: Settings; disabled: boolean }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ProfileValues>();
  const saving = useUpdateSettings();
  const error = formLevelError(saving.error, profileFields, t);
  const saved = saving.isSuccess;
  const submit = (values: ProfileValues) => {
    const current = {
      fullName: settings.fullName ?? '',
      email: settings.email,
      companyName: settings.companyName,
    };
    const changes = changedFields(current, {
      fullName: values.fullName.trim(),
      email: values.email.trim(),
      companyName: values.companyName.trim(),
    });
    if (!changes) {
      saving.reset();
      return;
    }
    const body = changes.email ? { ...changes, currentPassword: values.currentPassword } : changes;
    saving.mutate(body, {
      onSuccess: (answer) => form.setFieldsValue({ email: answer.settings.email, currentPassword: '' }),
      onError: (failure) => showApiError(form, failure, t, profileFields),
    });
  };
  return (
    <SettingsSection title={t('settings.profile.title')} error={error}>
      {settings.pendingEmail && (
        <Alert
          type="info"
          showIcon
          className="th-settings__alert"
          data-testid="settings-pending-email"
          title={t('settings.profile.pendingEmail', { pendingEmail: settings.pendingEmail })}
        />
      )}
      {saved && !settings.pendingEmail && <SavedNotice />}
      <Form<ProfileValues>
        form={form}
        layout="vertical"
        disabled={disabled}
        initialValues={{
          fullName: settings.fullName ?? '',
          email: settings.email,
          companyName: settings.companyName,
        }}
        onFinish={submit}
      >
        <Form.Item
          name="fullName"
          label={t('settings.profile.fullName')}
          rules={[{ required: true, whitespace: true, message: t('settings.validation.required') }]}
        >
          <Input autoComplete="name" data-testid="settings-full-name" />
        </Form.Item>
        <Form.Item
          name="email"
          label={t('settings.profile.email')}
          rules={[{ required: true, type: 'email', message: t('settings.validation.email') }]}
        >
          <Input type="email" autoComplete="email" data-testid="settings-email" />
        </Form.Item>
        {/* The sign-in address is a credential: a new one is confirmed with the current password. */}
        <Form.Item noStyle shouldUpdate={(before, after) => before.email !== after.email}>
          {({ getFieldValue }) =>
            String(getFieldValue('email') ?? '').trim() !== settings.email ? (
              <Form.Item
                name="currentPassword"
                label={t('settings.profile.currentPassword')}
                extra={t('settings.profile.currentPasswordHint')}
                rules={[{ required: true, message: t('settings.validation.required') }]}
              >
                <Input.Password
                  autoComplete="current-password"
                  data-testid="settings-email-current-password"
                />
              </Form.Item>
            ) : null
          }
        </Form.Item>
        <Form.Item
          name="companyName"
          label={t('settings.profile.companyName')}
          rules={[{ required: true, whitespace: true, message: t('settings.validation.required') }]}
        >
          <Input autoComplete="organization" data-testid="settings-company-name" />
        </Form.Item>
        <SaveRow
          disabled={disabled}
          loading={saving.isPending}
          testId="settings-profile-save"
          label={t('settings.save')}
        />
      </Form>
    </SettingsSection>
  );
}

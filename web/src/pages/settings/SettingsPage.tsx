import { ExperimentOutlined } from '@ant-design/icons';
import type { Settings } from '@tradehub/contract';
import { Alert, Button, Card, Form, Input, Result, Select, Switch, Tabs } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { settingsQuery, useChangePassword, useUpdateSettings } from '../../api/settings/queries';
import { colorSchemes, currentColorScheme, setColorScheme, type ColorScheme } from '../../app/colorScheme';
import { paths } from '../../app/paths';
import { useProfileContext, useSignedInProfile } from '../../auth/profileContext';
import { PageHeader } from '../../components/PageHeader';
import { PageLoading } from '../../components/PageLoading';
import { apiErrorMessage } from '../../i18n/apiErrorMessage';
import { appLanguages, languageAutonyms, type AppLanguage } from '../../i18n/languages';
import { showApiError } from '../formErrors';
import { formLevelError } from '../formLevelError';
import { changedFields, settingsMode } from './settingsLogic';
import './settings.css';

// Its own chunk: only Team Managers see it.
const DevelopersTab = lazy(() => import('./developers/DevelopersTab'));

const currencies = ['USD', 'EUR', 'GBP', 'JPY'] as const;
const languageOptions = appLanguages.map((language) => ({
  value: language,
  label: <span lang={language}>{languageAutonyms[language]}</span>,
}));
const currencyOptions = currencies.map((currency) => ({ value: currency, label: currency }));

type ProfileValues = Pick<Settings, 'email' | 'companyName'> & {
  fullName: string;
  /** Asked only while the e-mail address is being changed. */
  currentPassword?: string;
};
type PreferenceValues = Pick<Settings, 'emailNotifications' | 'language' | 'defaultCurrency'> & {
  /** Kept in the profile rather than the settings answer: the app applies it before Settings is read. */
  colorScheme: ColorScheme;
};
interface PasswordValues {
  currentPassword: string;
  newPassword: string;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card className="th-settings__section" title={<h2 className="th-settings__title">{title}</h2>}>
      {children}
    </Card>
  );
}

function SaveRow({
  disabled,
  loading,
  testId,
  label,
}: {
  disabled: boolean;
  loading: boolean;
  testId: string;
  label: string;
}) {
  if (disabled) return null;
  return (
    <Button type="primary" htmlType="submit" loading={loading} data-testid={testId}>
      {label}
    </Button>
  );
}

const profileFields = ['fullName', 'email', 'companyName', 'currentPassword'] as const;

function ProfileSection({ settings, disabled }: { settings: Settings; disabled: boolean }) {
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
    <Section title={t('settings.profile.title')}>
      {error && <Alert type="error" showIcon title={error} className="th-settings__alert" />}
      {settings.pendingEmail && (
        <Alert
          type="info"
          showIcon
          className="th-settings__alert"
          data-testid="settings-pending-email"
          title={t('settings.profile.pendingEmail', { pendingEmail: settings.pendingEmail })}
        />
      )}
      {saved && !settings.pendingEmail && (
        <Alert
          type="success"
          showIcon
          className="th-settings__alert"
          role="status"
          title={t('settings.saved')}
        />
      )}
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
    </Section>
  );
}

const passwordFields = ['currentPassword', 'newPassword'] as const;

function SecuritySection({ disabled }: { disabled: boolean }) {
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
    <Section title={t('settings.security.title')}>
      {error && <Alert type="error" showIcon title={error} className="th-settings__alert" />}
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
    </Section>
  );
}

const preferenceFields = ['emailNotifications', 'language', 'defaultCurrency', 'colorScheme'] as const;

function PreferencesSection({
  settings,
  colorScheme,
  disabled,
}: {
  settings: Settings;
  colorScheme: ColorScheme;
  disabled: boolean;
}) {
  const { t, i18n } = useTranslation();
  const { refetch } = useProfileContext();
  const [form] = Form.useForm<PreferenceValues>();
  const saving = useUpdateSettings();
  const error = formLevelError(saving.error, preferenceFields, t);
  const saved = saving.isSuccess;
  /** Saves the changes; answers whether they were saved (a refusal shows on its field or above the form). */
  const save = (changes: Partial<PreferenceValues>): Promise<boolean> =>
    saving.mutateAsync(changes).then(
      () => true,
      (failure: unknown) => {
        showApiError(form, failure, t, preferenceFields);
        return false;
      },
    );
  // Light or dark switches at once and is saved with the account (the profile carries it to every
  // device); a refused save puts the previous choice back.
  const changeColorScheme = (next: ColorScheme) => {
    const previous = currentColorScheme();
    setColorScheme(next);
    if (disabled) return;
    void save({ colorScheme: next }).then((done) => {
      if (done) {
        refetch();
        return;
      }
      setColorScheme(previous);
      form.setFieldValue('colorScheme', previous);
    });
  };
  // The language applies at once (and is remembered by the detector) and is saved with the account.
  const changeLanguage = (language: AppLanguage) => {
    void i18n.changeLanguage(language);
    if (!disabled) void save({ language });
  };
  return (
    <Section title={t('settings.preferences.title')}>
      {error && <Alert type="error" showIcon title={error} className="th-settings__alert" />}
      {saved && (
        <Alert
          type="success"
          showIcon
          role="status"
          className="th-settings__alert"
          title={t('settings.saved')}
        />
      )}
      <Form<PreferenceValues>
        form={form}
        layout="vertical"
        disabled={disabled}
        initialValues={{
          emailNotifications: settings.emailNotifications,
          language: settings.language,
          defaultCurrency: settings.defaultCurrency,
          colorScheme,
        }}
        onFinish={(values) => void save(values)}
      >
        <Form.Item
          name="emailNotifications"
          label={t('settings.preferences.emailNotifications')}
          valuePropName="checked"
        >
          <Switch data-testid="settings-email-notifications" />
        </Form.Item>
        <Form.Item name="language" label={t('settings.preferences.language')}>
          <Select<AppLanguage>
            options={languageOptions}
            onChange={changeLanguage}
            data-testid="settings-language"
          />
        </Form.Item>
        <Form.Item name="defaultCurrency" label={t('settings.preferences.defaultCurrency')}>
          <Select options={currencyOptions} data-testid="settings-default-currency" />
        </Form.Item>
        <Form.Item name="colorScheme" label={t('settings.preferences.appearance')}>
          <Select<ColorScheme>
            options={colorSchemes.map((scheme) => ({
              value: scheme,
              label: t(`settings.preferences.colorSchemes.${scheme}`),
            }))}
            onChange={changeColorScheme}
            data-testid="settings-color-scheme"
          />
        </Form.Item>
        <SaveRow
          disabled={disabled}
          loading={saving.isPending}
          testId="settings-preferences-save"
          label={t('settings.save')}
        />
      </Form>
    </Section>
  );
}

/** Shown instead of the sections' save buttons when the account may not change its settings. */
function DemoFooter() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div className="th-settings__demo-footer">
      <Button type="primary" disabled data-testid="settings-save-disabled">
        {t('settings.demo.saveDisabled')}
      </Button>
      <Button onClick={() => void navigate(paths.pricingBeta)} data-testid="settings-upgrade">
        {t('settings.demo.upgradeToEnable')}
      </Button>
    </div>
  );
}

/** /settings: Profile Information, Security and Preferences; read-only in demo mode. */
export default function SettingsPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const profile = useSignedInProfile();
  const demo = settingsMode(profile) === 'demo';
  const loaded = useQuery(settingsQuery());

  let body: ReactNode;
  if (!loaded.data && !loaded.isError) {
    body = <PageLoading label={t('settings.loading')} />;
  } else if (!loaded.data) {
    body = (
      <Result
        status="error"
        title={<h2 className="th-result-title">{t('settings.loadFailed')}</h2>}
        subTitle={apiErrorMessage(loaded.error, t)}
        extra={
          <Button type="primary" onClick={() => void loaded.refetch()}>
            {t('common.retry')}
          </Button>
        }
      />
    );
  } else {
    // A saved change answers the new settings, which replace the cached ones (api/settings/queries.ts).
    const { settings } = loaded.data;
    // The form shows the language in use, which is what the account sees.
    const shown: Settings = {
      ...settings,
      language: (i18n.resolvedLanguage as AppLanguage | undefined) ?? settings.language,
    };
    const account = (
      <div className="th-settings__sections">
        <ProfileSection settings={settings} disabled={demo} />
        <SecuritySection disabled={demo} />
        <PreferencesSection settings={shown} colorScheme={profile.colorScheme} disabled={demo} />
        {demo && <DemoFooter />}
      </div>
    );
    // API keys and webhooks are the organisation's, for its Team Managers, once it is approved.
    const developers =
      !demo && profile.status === 'approved' && profile.permissions.includes('Team Management');
    body = developers ? (
      <Tabs
        destroyOnHidden
        items={[
          { key: 'account', label: t('settings.tabs.account'), children: account },
          {
            key: 'developers',
            label: <span data-testid="settings-tab-developers">{t('settings.tabs.developers')}</span>,
            children: (
              <Suspense fallback={<PageLoading label={t('developers.loading')} />}>
                <DevelopersTab />
              </Suspense>
            ),
          },
        ]}
      />
    ) : (
      account
    );
  }

  return (
    <div className="th-page-container th-settings">
      <PageHeader title={t('settings.title')} subtitle={t('settings.subtitle')} />
      {demo && (
        <Alert
          type="warning"
          showIcon
          icon={<ExperimentOutlined aria-hidden="true" />}
          className="th-settings__banner"
          data-testid="settings-demo-banner"
          title={t('settings.demo.banner')}
          description={t('settings.demo.bannerDetail')}
          action={
            <Button
              type="primary"
              onClick={() => void navigate(paths.pricingBeta)}
              data-testid="settings-upgrade-now"
            >
              {t('settings.demo.upgradeNow')}
            </Button>
          }
        />
      )}
      {body}
    </div>
  );
}

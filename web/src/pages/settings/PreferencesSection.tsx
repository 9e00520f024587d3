import type { Settings } from '@tradehub/contract';
import { Form, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { useUpdateSettings } from '../../api/settings/queries';
import { colorSchemes, currentColorScheme, setColorScheme, type ColorScheme } from '../../app/colorScheme';
import { useProfileContext } from '../../auth/profileContext';
import { appLanguages, languageAutonyms, type AppLanguage } from '../../i18n/languages';
import { showApiError } from '../formErrors';
import { formLevelError } from '../formLevelError';
import { SaveRow } from './SaveRow';
import { SavedNotice } from './SavedNotice';
import { SettingsSection } from './SettingsSection';

const currencies = ['USD', 'EUR', 'GBP', 'JPY'] as const;
const languageOptions = appLanguages.map((language) => ({
  value: language,
  label: <span lang={language}>{languageAutonyms[language]}</span>,
}));
const currencyOptions = currencies.map((currency) => ({ value: currency, label: currency }));

type PreferenceValues = Pick<Settings, 'emailNotifications' | 'language' | 'defaultCurrency'> & {
  /** Kept in the profile rather than the settings answer: the app applies it before Settings is read. */
  colorScheme: ColorScheme;
};

const preferenceFields = ['emailNotifications', 'language', 'defaultCurrency', 'colorScheme'] as const;

/** Preferences: e-mail notifications, language, default currency and light or dark. */
export function PreferencesSection({
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
    <SettingsSection title={t('settings.preferences.title')} error={error}>
      {saved && <SavedNotice />}
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
    </SettingsSection>
  );
}

import { GlobalOutlined } from '@ant-design/icons';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { appLanguages, languageAutonyms, type AppLanguage } from '../../i18n/languages';
import { useAppLanguage } from '../../i18n/useAppLanguage';

const options = appLanguages.map((language) => ({
  value: language,
  label: <span lang={language}>{languageAutonyms[language]}</span>,
}));

/** Switches the UI language at once; the i18next detector remembers the choice in localStorage. */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const language = useAppLanguage();
  return (
    <Select<AppLanguage>
      className="th-language-switcher"
      aria-label={t('shell.language')}
      prefix={<GlobalOutlined aria-hidden="true" />}
      value={language}
      options={options}
      onChange={(next) => void i18n.changeLanguage(next)}
      popupMatchSelectWidth={false}
      variant="borderless"
    />
  );
}

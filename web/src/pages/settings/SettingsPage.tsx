import type { Settings } from '@tradehub/contract';
import { Button, Result, Tabs } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { settingsQuery } from '../../api/settings/queries';
import { useSignedInProfile } from '../../auth/profileContext';
import { PageHeader } from '../../components/PageHeader';
import { PageLoading } from '../../components/PageLoading';
import { apiErrorMessage } from '../../i18n/apiErrorMessage';
import type { AppLanguage } from '../../i18n/languages';
import { DemoBanner } from './DemoBanner';
import { DemoFooter } from './DemoFooter';
import { PreferencesSection } from './PreferencesSection';
import { ProfileSection } from './ProfileSection';
import { SecuritySection } from './SecuritySection';
import { settingsMode } from './settingsLogic';
import './settings.css';

// Its own chunk: only Team Managers see it.
const DevelopersTab = lazy(() => import('./developers/DevelopersTab'));

/** /settings: Profile Information, Security and Preferences; read-only in demo mode. */
export default function SettingsPage() {
  const { t, i18n } = useTranslation();
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
      {demo && <DemoBanner />}
      {body}
    </div>
  );
}

import { ToolOutlined } from '@ant-design/icons';
import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/PageHeader';

type ComingSoonTitle = 'settings' | 'fxManagement' | 'team';

/** A page whose features arrive in a later release: its title and an honest note saying so. */
function ComingSoonPage({ title }: { title: ComingSoonTitle }) {
  const { t } = useTranslation();
  return (
    <div className="th-page-container">
      <PageHeader title={t(`comingSoon.titles.${title}`)} />
      <Result
        icon={<ToolOutlined aria-hidden="true" />}
        title={t('comingSoon.text')}
        subTitle={t('comingSoon.detail')}
      />
    </div>
  );
}

export function SettingsPage() {
  return <ComingSoonPage title="settings" />;
}

export function TeamPage() {
  return <ComingSoonPage title="team" />;
}

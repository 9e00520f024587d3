import { PlusOutlined } from '@ant-design/icons';
import { Alert, App, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useSignedInProfile } from '../../auth/profileContext';
import { PageHeader } from '../../components/PageHeader';
import { AddMemberDialog } from './AddMemberDialog';
import { ManagerButton } from './ManagerButton';
import { MembersTab } from './MembersTab';
import { PoliciesTab } from './policies/PoliciesTab';
import { canManageTeam, teamTabFrom, type TeamTab } from './teamLogic';
import './team.css';

/**
 * /team: the organisation's members (`?tab=members`, the default) and its policies (`?tab=policies`).
 * `?invite=1` opens Add Team Member, so a hint anywhere in the app can lead straight to the invite form.
 */
export default function TeamPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const profile = useSignedInProfile();
  const allowed = canManageTeam(profile);
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = teamTabFrom(searchParams.get('tab'));
  const inviteAsked = searchParams.get('invite') === '1';

  const changeParams = (change: (params: URLSearchParams) => void) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        change(next);
        return next;
      },
      { replace: true },
    );
  const showTab = (key: TeamTab) =>
    changeParams((params) => (key === 'members' ? params.delete('tab') : params.set('tab', key)));
  const openInvite = () => changeParams((params) => params.set('invite', '1'));
  const closeInvite = () => changeParams((params) => params.delete('invite'));

  return (
    <div className="th-page-container">
      <PageHeader
        title={t('team.title')}
        subtitle={t('team.subtitle')}
        actions={
          <ManagerButton
            allowed={allowed}
            type="primary"
            icon={<PlusOutlined aria-hidden="true" />}
            onClick={openInvite}
            data-testid="team-add-member"
          >
            {t('team.addMember')}
          </ManagerButton>
        }
      />
      {inviteAsked && !allowed && (
        <Alert
          type="info"
          showIcon
          className="th-team-invite-needs-manager"
          title={t('team.inviteNeedsManager')}
          data-testid="team-invite-needs-manager"
        />
      )}
      <Tabs
        activeKey={tab}
        onChange={(key) => showTab(teamTabFrom(key))}
        aria-label={t('team.tabs.label')}
        data-testid="team-tabs"
        items={[
          { key: 'members', label: t('team.tabs.members'), children: <MembersTab allowed={allowed} /> },
          { key: 'policies', label: t('team.tabs.policies'), children: <PoliciesTab /> },
        ]}
      />
      {inviteAsked && allowed && (
        <AddMemberDialog
          onClose={closeInvite}
          onDone={() => {
            closeInvite();
            void message.success(t('team.invited'));
          }}
        />
      )}
    </div>
  );
}

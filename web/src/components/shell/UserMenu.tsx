import { LogoutOutlined, SettingOutlined, UserOutlined } from '@ant-design/icons';
import { Dropdown, Tag, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../app/paths';
import { useSignedInProfile } from '../../auth/profileContext';
import { useSignOut } from '../../auth/useSignOut';
import { useOrganisationMenu } from './OrganisationSwitcher';

function initials(name: string): string {
  const letters = name
    .split(/\s+/u)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '');
  return letters.join('') || '?';
}

/**
 * The top bar's account menu: who is signed in and the organisation they work in, Your Profile, Settings,
 * the organisations to switch between (when there are several), Sign out.
 */
export function UserMenu() {
  const { t } = useTranslation();
  const profile = useSignedInProfile();
  const navigate = useNavigate();
  const signOut = useSignOut();
  const organisations = useOrganisationMenu();

  const header = (
    <span className="th-user-menu__header">
      <strong className="th-user-menu__business">{profile.organisation.name}</strong>
      <span className="th-user-menu__email">
        {t('userMenu.signedInAs')} <span>{profile.email}</span>
      </span>
      {profile.demoMode && (
        <Tag color="gold" className="th-user-menu__demo">
          {t('userMenu.demoMode')}
        </Tag>
      )}
    </span>
  );

  // Who is signed in heads the menu as a group title: shown, but not a menu item to stop on.
  const items: MenuProps['items'] = [
    {
      type: 'group',
      key: 'account',
      label: header,
      children: [
        { key: 'profile', icon: <UserOutlined aria-hidden="true" />, label: t('userMenu.yourProfile') },
        { key: 'settings', icon: <SettingOutlined aria-hidden="true" />, label: t('userMenu.settings') },
      ],
    },
    ...(organisations.items.length > 0 ? [{ type: 'divider' as const }, ...organisations.items] : []),
    { type: 'divider' },
    { key: 'signOut', icon: <LogoutOutlined aria-hidden="true" />, label: t('userMenu.signOut') },
  ];

  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (organisations.select(key)) return;
    if (key === 'profile' || key === 'settings') void navigate(paths.settings);
    else if (key === 'signOut') void signOut();
  };

  return (
    <Dropdown
      trigger={['click']}
      placement="bottomRight"
      menu={{ items, onClick }}
      autoFocus
      classNames={{ root: 'th-user-menu' }}
    >
      <button
        type="button"
        className="th-user-button"
        aria-label={t('userMenu.label', { name: profile.organisation.name })}
      >
        {/* The initials are painted by CSS (shell.css), not text: the button's name, which names the business,
            must contain all of its visible text (axe's label-content-name-mismatch). A plain circle rather than
            antd's Avatar, which measures its text after mounting: a forced layout of the whole first screen
            (~20–35 ms before the dashboard's LCP in BENCH_CDP_TRACE runs of bench:web). */}
        <span
          className="th-user-button__avatar"
          aria-hidden="true"
          data-initials={initials(profile.organisation.name)}
        />
        <span className="th-user-button__name" aria-hidden="true">
          {profile.organisation.name}
        </span>
      </button>
    </Dropdown>
  );
}

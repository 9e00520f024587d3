import { MenuOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { ConnectionIndicator } from '../../realtime/ConnectionIndicator';
import { LanguageSwitcher } from './LanguageSwitcher';
import { NotificationsMenu } from './NotificationsMenu';
import { SearchBox } from './SearchBox';
import { UserMenu } from './UserMenu';

interface TopBarProps {
  menuOpen: boolean;
  menuId: string;
  onOpenMenu: () => void;
}

export function TopBar({ menuOpen, menuId, onOpenMenu }: TopBarProps) {
  const { t } = useTranslation();
  return (
    <div className="th-topbar">
      <Button
        className="th-topbar__menu-button"
        type="text"
        icon={<MenuOutlined aria-hidden="true" />}
        aria-label={t('shell.openMenu')}
        aria-expanded={menuOpen}
        aria-controls={menuId}
        onClick={onOpenMenu}
      />
      <div className="th-topbar__search" role="search">
        <SearchBox />
      </div>
      <div className="th-topbar__end">
        <ConnectionIndicator />
        <NotificationsMenu />
        <span className="th-topbar__language">
          <LanguageSwitcher />
        </span>
        <UserMenu />
      </div>
    </div>
  );
}

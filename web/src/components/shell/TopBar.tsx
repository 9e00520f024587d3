import { MenuOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { BrandMark } from './BrandMark';
import { LanguageSwitcher } from './LanguageSwitcher';

interface TopBarProps {
  menuOpen: boolean;
  menuId: string;
  onOpenMenu: () => void;
}

export function TopBar({ menuOpen, menuId, onOpenMenu }: TopBarProps) {
  const { t } = useTranslation();
  return (
    <div className="th-topbar">
      <div className="th-topbar__start">
        <Button
          className="th-topbar__menu-button"
          type="text"
          icon={<MenuOutlined />}
          aria-label={t('shell.openMenu')}
          aria-expanded={menuOpen}
          aria-controls={menuId}
          onClick={onOpenMenu}
        />
        <span className="th-topbar__brand">
          <BrandMark />
        </span>
      </div>
      <div className="th-topbar__end">
        <LanguageSwitcher />
      </div>
    </div>
  );
}

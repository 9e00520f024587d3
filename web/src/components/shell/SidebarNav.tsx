import { LockOutlined } from '@ant-design/icons';
import { Tooltip } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { navItems } from './navItems';

interface SidebarNavProps {
  /** Called when an entry is followed, so the mobile drawer can close. */
  onNavigate?: () => void;
  /** Where a locked entry's hint appears: beside the fixed sidebar, below the entry in the narrow drawer. */
  hintPlacement?: 'right' | 'bottomLeft';
}

export function SidebarNav({ onNavigate, hintPlacement = 'right' }: SidebarNavProps) {
  const { t } = useTranslation();
  const lockedHintId = useId();
  return (
    <nav aria-label={t('nav.label')} className="th-nav">
      <span id={lockedHintId} className="th-visually-hidden">
        {t('nav.lockedHint')}
      </span>
      <ul className="th-nav__list">
        {navItems.map(({ path, labelKey, icon: Icon, available }) => (
          <li key={path}>
            {available ? (
              <NavLink
                to={path}
                end
                onClick={onNavigate}
                className={({ isActive }) => `th-nav__item${isActive ? ' th-nav__item--active' : ''}`}
              >
                <Icon />
                <span className="th-nav__label">{t(`nav.${labelKey}`)}</span>
              </NavLink>
            ) : (
              <Tooltip title={t('nav.lockedHint')} placement={hintPlacement} trigger={['hover', 'focus']}>
                {/* Focusable but inert, so keyboard users reach it and hear why it is locked. */}
                <span
                  className="th-nav__item th-nav__item--locked"
                  role="link"
                  aria-disabled="true"
                  aria-describedby={lockedHintId}
                  tabIndex={0}
                >
                  <Icon />
                  <span className="th-nav__label">{t(`nav.${labelKey}`)}</span>
                  <LockOutlined className="th-nav__lock" />
                </span>
              </Tooltip>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

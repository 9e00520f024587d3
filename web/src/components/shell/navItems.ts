import {
  CreditCardOutlined,
  DashboardOutlined,
  SettingOutlined,
  ShopOutlined,
  SwapOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import type { ComponentType } from 'react';

export interface NavItem {
  path: string;
  labelKey: 'dashboard' | 'suppliers' | 'payments' | 'fxManagement' | 'team' | 'settings';
  icon: ComponentType;
  /** False until the page exists for signed-in accounts; the entry is shown, but locked. */
  available: boolean;
}

export const navItems: readonly NavItem[] = [
  { path: '/', labelKey: 'dashboard', icon: DashboardOutlined, available: true },
  { path: '/supplier-verification', labelKey: 'suppliers', icon: ShopOutlined, available: false },
  { path: '/payments', labelKey: 'payments', icon: CreditCardOutlined, available: false },
  { path: '/fx-management', labelKey: 'fxManagement', icon: SwapOutlined, available: false },
  { path: '/team', labelKey: 'team', icon: TeamOutlined, available: false },
  { path: '/settings', labelKey: 'settings', icon: SettingOutlined, available: false },
];

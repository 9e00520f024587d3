import { theme, type ThemeConfig } from 'antd';
import type { ResolvedColorScheme } from './colorScheme';

export const brandBlue = '#1d4ed8';

/** TradeHub's antd theme: a calm blue primary on neutral surfaces (light; theme.css has the same blue). */
export const tradeHubTheme: ThemeConfig = {
  token: {
    colorPrimary: brandBlue,
    // Hovered and pressed primary buttons keep white text at 4.5:1: antd's derived hover blue is lighter
    // than the brand blue (#4373e6, 4.3:1), so the pointer resting on Export failed axe.
    colorPrimaryHover: '#1e40af',
    colorPrimaryActive: '#1e3a8a',
    colorInfo: brandBlue,
    colorLink: brandBlue,
    // Contrast (WCAG AA, 4.5:1, checked by axe in web/test/browser/accessibility.test.ts): antd's secondary
    // text tiers and its red are too faint on white by default (the tags' text: global.css).
    colorTextTertiary: '#666666',
    colorTextQuaternary: '#6b6b6b',
    colorError: '#dc2626',
    borderRadius: 8,
    fontFamily:
      "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', 'PingFang SC', 'Microsoft YaHei', sans-serif",
  },
};

/**
 * Dark: antd's dark algorithm on theme.css's dark slate (same surfaces, borders and blue as the rest of the
 * page), with a lighter blue for links and a primary that keeps white text readable.
 */
export const tradeHubDarkTheme: ThemeConfig = {
  algorithm: theme.darkAlgorithm,
  token: {
    ...tradeHubTheme.token,
    colorPrimary: '#2563eb',
    // As in light: the derived hover blue (#497ee0, 3.9:1 under white) is too light for white text.
    colorPrimaryHover: '#1d4ed8',
    colorPrimaryActive: '#1e40af',
    colorInfo: '#2563eb',
    colorLink: '#93c5fd',
    colorBgBase: '#0f172a',
    colorTextBase: '#e2e8f0',
    colorBgLayout: '#0f172a',
    colorBgContainer: '#1e293b',
    colorBgElevated: '#273549',
    colorBorder: '#475569',
    colorBorderSecondary: '#334155',
    // Contrast on the slate surfaces (as above): lighter text tiers and red.
    colorTextTertiary: '#a3adbb',
    colorTextQuaternary: '#94a3b8',
    colorError: '#fca5a5',
  },
  components: {
    // The selected tab is written in the primary blue, too dark on slate: the link blue instead.
    Tabs: { itemSelectedColor: '#93c5fd', itemActiveColor: '#bfdbfe', itemHoverColor: '#bfdbfe' },
    // An avatar without a picture is white initials on this grey: a darker one keeps them readable.
    Avatar: { colorTextPlaceholder: '#475569' },
  },
};

/** The theme with antd's motion off: its components open, close and answer a click without transitions. */
const withoutMotion = (config: ThemeConfig): ThemeConfig => ({
  ...config,
  token: { ...config.token, motion: false },
});
const stillThemes = { light: withoutMotion(tradeHubTheme), dark: withoutMotion(tradeHubDarkTheme) };

/**
 * The antd theme of a colour scheme, still when the reader prefers reduced motion. The same object for the
 * same arguments: antd recomputes its styles when the theme object changes.
 */
export const antdTheme = (scheme: ResolvedColorScheme, reducedMotion = false): ThemeConfig =>
  reducedMotion ? stillThemes[scheme] : scheme === 'dark' ? tradeHubDarkTheme : tradeHubTheme;

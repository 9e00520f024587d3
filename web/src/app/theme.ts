import type { ThemeConfig } from 'antd';

export const brandBlue = '#1d4ed8';

/** TradeHub's antd theme: a calm blue primary on neutral surfaces. */
export const tradeHubTheme: ThemeConfig = {
  token: {
    colorPrimary: brandBlue,
    colorInfo: brandBlue,
    colorLink: brandBlue,
    borderRadius: 8,
    fontFamily:
      "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', 'PingFang SC', 'Microsoft YaHei', sans-serif",
  },
};

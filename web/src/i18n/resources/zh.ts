import type { Messages } from './en';

const zh: Messages = {
  app: {
    name: 'TradeHub',
    loading: '正在加载 TradeHub…',
    skipToContent: '跳到主要内容',
    loadFailedTitle: '无法加载应用程序',
    loadFailedFallback: '加载此页面时出错。',
    tryAgain: '重试',
  },
  nav: {
    label: '主导航',
    dashboard: '仪表板',
    suppliers: '供应商列表',
    payments: '付款',
    fxManagement: '外汇管理',
    team: '团队',
    settings: '设置',
    lockedHint: '登录后即可使用',
  },
  shell: {
    openMenu: '打开导航菜单',
    closeMenu: '关闭导航菜单',
    demoBanner: '您正处于演示模式 – 所有数据仅供演示使用',
    language: '语言',
  },
  dashboard: {
    subtitle: '演示工作区概览',
    loading: '正在加载演示工作区…',
    loadFailed: '无法加载演示工作区',
    retry: '重试',
    suppliers: {
      title: '供应商',
      total: '供应商总数',
      byStatus: '按状态统计的供应商',
      statusCount: '{{status}}：{{count}}',
      listTitle: '供应商列表',
      empty: '暂无供应商',
      columns: {
        name: '名称',
        location: '所在地',
        category: '类别',
        status: '状态',
        risk: '风险',
      },
    },
    fx: {
      title: '外汇汇率',
      source: '来源：{{source}}',
      asOf: '截至 {{time}}',
      empty: '暂无外汇汇率',
    },
    transactions: {
      title: '最近交易',
      empty: '暂无交易',
      columns: {
        supplier: '供应商',
        amount: '金额',
        status: '状态',
        date: '日期',
        method: '方式',
      },
    },
  },
  supplierStatus: {
    verified: '已验证',
    pending: '待审核',
    rejected: '已拒绝',
  },
  riskLevel: {
    Low: '低',
    Medium: '中',
    High: '高',
  },
  transactionStatus: {
    completed: '已完成',
    pending: '处理中',
    failed: '失败',
  },
  paymentMethod: {
    bankTransfer: '银行转账',
    wireTransfer: '电汇',
    ach: 'ACH 转账',
  },
  apiErrors: {
    network: '无法连接服务器。请检查网络连接后重试。',
    invalidResponse: '服务器返回了 TradeHub 无法识别的响应。',
    http: '服务器返回错误（HTTP {{status}}）。',
  },
};

export default zh;

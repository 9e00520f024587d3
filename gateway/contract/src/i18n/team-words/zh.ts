import type { TeamWords } from './en.js';

export const teamWordsZh: TeamWords = {
  permissions: {
    'Supplier Management': '供应商管理',
    'Payment Approval': '付款审批',
    'Team Management': '团队管理',
    'Financial Reports': '财务报告',
    'FX Management': '外汇管理',
    'Risk Assessment': '风险评估',
    'Compliance Management': '合规管理',
    'Audit Logs': '审计日志',
  },
  roles: {
    Owner: '所有者',
    'Team Manager': '团队经理',
    'Finance Manager': '财务经理',
    'Procurement Lead': '采购主管',
    'Compliance Officer': '合规专员',
  },
};

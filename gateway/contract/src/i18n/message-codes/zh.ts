import type { MessageCodes } from './en.js';

export const messageCodesZh: MessageCodes = {
  policies: {
    supplierVerification: '供应商验证',
    approvalTiers: '付款审批档位',
    riskRules: '风险规则',
    dailyUnapprovedLimitMinor: '免审批每日限额',
  },
  reason: {
    returned_by_beneficiary_bank: '被收款银行退回。',
    sandbox_declined: '沙盒银行已拒绝（金额以 .13 结尾）。',
  },
  approvalReason: {
    over_threshold: '金额所在的审批区间',
    first_payment: '首次向该供应商付款',
    new_bank_details: '银行信息最近有变更',
    country_mismatch: '银行账户所在国家与供应商登记国家不同',
    recent_payments: '近期向该供应商的付款',
    daily_limit: '无需审批的每日限额',
    other: '一条风险规则',
  },
};

import type { ActivityMessages } from './en.js';

export const activityMessagesZh: ActivityMessages = {
  paymentCreated: { title: '付款已创建', description: '{{by}} 向 {{supplier}} 支付了 {{amount}}。' },
  paymentAwaitingApproval: {
    title: '付款待审批',
    description: '{{by}} 创建了一笔向 {{supplier}} 支付 {{amount}} 的付款，需要审批。',
  },
  paymentApproved: {
    title: '付款已批准',
    description: '{{by}} 批准了向 {{supplier}} 支付的 {{amount}}。',
  },
  paymentRejected: {
    title: '付款已被拒绝',
    description: '{{by}} 拒绝了向 {{supplier}} 支付的 {{amount}}：{{reason}}',
  },
  paymentApprovalAdded: {
    title: '付款已获一项批准',
    description: '{{by}} 批准了向 {{supplier}} 支付的 {{amount}}（{{given}}/{{needed}}），还需另一位审批人。',
  },
  paymentBlockedByScreening: {
    title: '付款失败',
    description: '向 {{supplier}} 支付的 {{amount}} 未发出：该供应商有一条未处理的制裁筛查命中。',
  },
  paymentSubmitted: {
    title: '付款已提交',
    description: '向 {{supplier}} 支付的 {{amount}} 已提交至银行。',
  },
  paymentCompleted: { title: '付款已完成', description: '向 {{supplier}} 支付的 {{amount}} 已付款。' },
  paymentFailed: { title: '付款失败', description: '向 {{supplier}} 支付的 {{amount}} 失败：{{reason}}' },
  billPaid: { title: '账单已付清', description: '{{reference}}（{{amount}}）已全额付清。' },
  billRecorded: {
    title: '账单已登记',
    description: '{{by}} 登记了来自 {{supplier}} 的 {{reference}}：{{amount}}，{{due}} 到期。',
  },
  purchaseOrderRecorded: {
    title: '采购订单已登记',
    description: '{{by}} 登记了来自 {{supplier}} 的 {{reference}}：{{amount}}，{{due}} 到期。',
  },
  billCancelled: { title: '账单已取消', description: '{{by}} 取消了 {{reference}}（{{amount}}）。' },
  teamMemberInvited: {
    title: '已邀请团队成员',
    description: '{{by}} 邀请 {{email}} 以 {{role}} 身份加入团队。',
  },
  ownershipTransferred: {
    title: '所有权已转移',
    description: '{{by}} 已将组织的所有权移交给 {{member}}。',
  },
  spotBuyBooked: {
    title: '外汇交易已成交',
    description: '{{by}} 即期买入 {{currency}}（起息日 {{value}}）',
  },
  spotSellBooked: {
    title: '外汇交易已成交',
    description: '{{by}} 即期卖出 {{currency}}（起息日 {{value}}）',
  },
  forwardBuyBooked: {
    title: '外汇交易已成交',
    description: '{{by}} 远期买入 {{currency}}（起息日 {{value}}）',
  },
  forwardSellBooked: {
    title: '外汇交易已成交',
    description: '{{by}} 远期卖出 {{currency}}（起息日 {{value}}）',
  },
  paymentRequested: {
    title: '已发起收款请求',
    description: '{{by}} 向 {{payer}} 请求支付 {{amount}}（{{reference}}）。',
  },
  paymentRequestPaid: {
    title: '收款请求已支付',
    description: '{{payer}} 已支付 {{reference}}（{{amount}}）。',
  },

  paymentMethodConnected: {
    title: '付款方式已连接',
    description: '{{by}} 连接了 {{method}}（沙盒）。',
  },
  supplierAdded: {
    title: '已添加供应商',
    description: '{{by}} 添加了 {{supplier}}（{{location}}），等待验证。',
  },
  supplierVerified: { title: '供应商已验证', description: '{{by}} 验证了 {{supplier}}。' },
  supplierVerifiedSingleReviewer: {
    title: '供应商已验证',
    description: '{{by}} 验证了 {{supplier}}（单人审核）。',
  },
  supplierRejected: { title: '供应商已被拒绝', description: '{{by}} 拒绝了 {{supplier}}：{{reason}}' },
  supplierDocumentUploaded: {
    title: '供应商文件已上传',
    description: '{{by}} 为 {{supplier}} 上传了“{{document}}”。',
  },
  supplierDocumentDeleted: {
    title: '供应商文件已删除',
    description: '{{by}} 删除了 {{supplier}} 的“{{document}}”。',
  },
  batchCreated: {
    title: '批量付款已创建',
    description_one: '{{by}} 正在支付来自“{{file}}”的 {{count}} 笔付款（{{totals}}）。',
    description_other: '{{by}} 正在支付来自“{{file}}”的 {{count}} 笔付款（{{totals}}）。',
  },
  batchAwaitingApproval: {
    title: '批量付款待审批',
    description_one: '{{by}} 上传了来自“{{file}}”的 {{count}} 笔付款（{{totals}}），需要审批。',
    description_other: '{{by}} 上传了来自“{{file}}”的 {{count}} 笔付款（{{totals}}），需要审批。',
  },
  batchApprovalAdded: {
    title: '批量付款已获一项批准',
    description_one:
      '{{by}} 批准了 {{count}} 笔付款（{{totals}}）（{{given}}/{{needed}}），还需另一位审批人。',
    description_other:
      '{{by}} 批准了 {{count}} 笔付款（{{totals}}）（{{given}}/{{needed}}），还需另一位审批人。',
  },
  batchApproved: {
    title: '批量付款已批准',
    description_one: '{{by}} 批准了 {{count}} 笔付款（{{totals}}），正在逐笔付款。',
    description_other: '{{by}} 批准了 {{count}} 笔付款（{{totals}}），正在逐笔付款。',
  },
  batchRejected: {
    title: '批量付款已被拒绝',
    description_one: '{{by}} 拒绝了 {{count}} 笔付款（{{totals}}）：{{reason}}',
    description_other: '{{by}} 拒绝了 {{count}} 笔付款（{{totals}}）：{{reason}}',
  },
  batchCompleted: {
    title: '批量付款已完成',
    description_one: '来自“{{file}}”的 {{count}} 笔付款（{{totals}}）：已付款。',
    description_other: '来自“{{file}}”的 {{count}} 笔付款（{{totals}}）：每一笔均已付款。',
  },
  batchCompletedWithFailures: {
    title: '批量付款已完成',
    description_one:
      '来自“{{file}}”的 {{count}} 笔付款（{{totals}}）：{{settled}} 笔已付款，{{failed}} 笔失败。',
    description_other:
      '来自“{{file}}”的 {{count}} 笔付款（{{totals}}）：{{settled}} 笔已付款，{{failed}} 笔失败。',
  },
  policiesChanged: { title: '政策已变更', description: '{{by}} 修改了组织的政策：{{policies}}。' },
  policiesChangedApproved: {
    title: '政策已变更',
    description: '{{by}} 修改了组织的政策（由 {{approver}} 批准）：{{policies}}。',
  },
  policyChangeProposed: {
    title: '已提议政策变更',
    description: '{{by}} 提议了一项放宽 {{weakens}} 的政策变更，需要另一位团队管理员批准。',
  },
  policyChangeRejected: {
    title: '政策变更已被拒绝',
    description: '{{by}} 拒绝了将放宽 {{weakens}} 的政策变更。',
  },
  screeningHit: {
    title: '制裁筛查命中',
    description: '{{subject}} 可能与 {{list}} 名单上的 {{entry}} 匹配（得分 {{score}}）。请审核筛查命中。',
  },
  screeningHitWithMore: {
    title: '制裁筛查命中',
    description:
      '{{subject}} 可能与 {{list}} 名单上的 {{entry}} 匹配（得分 {{score}}），另有 {{more}} 个可能匹配。请审核筛查命中。',
  },
  supplierDocumentExpired: {
    title: '供应商文件已过期',
    description:
      '{{supplier}}：{{documents}} 已过期。在上传有效文件并重新验证之前，该供应商将回到待审核状态。',
  },
  rateAlertAbove: {
    title: '汇率提醒：{{pair}}',
    description: '{{pair}} 升至 {{threshold}} 以上（当前 {{rate}}）。',
  },
  rateAlertBelow: {
    title: '汇率提醒：{{pair}}',
    description: '{{pair}} 跌至 {{threshold}} 以下（当前 {{rate}}）。',
  },
  rateAlertMove: {
    title: '汇率提醒：{{pair}}',
    description: '{{pair}} 在 {{minutes}} 分钟内变动 {{rateMove}}（当前 {{rate}}）。',
  },
  rateAlertAboveWithImpact: {
    title: '汇率提醒：{{pair}}',
    description:
      '{{pair}} 升至 {{threshold}} 以上（当前 {{rate}}）。自设置提醒以来，对您未对冲的 {{currency}} 应付款的影响：{{impactDelta}}。',
  },
  rateAlertBelowWithImpact: {
    title: '汇率提醒：{{pair}}',
    description:
      '{{pair}} 跌至 {{threshold}} 以下（当前 {{rate}}）。自设置提醒以来，对您未对冲的 {{currency}} 应付款的影响：{{impactDelta}}。',
  },
  rateAlertMoveWithImpact: {
    title: '汇率提醒：{{pair}}',
    description:
      '{{pair}} 在 {{minutes}} 分钟内变动 {{rateMove}}（当前 {{rate}}）。自设置提醒以来，对您未对冲的 {{currency}} 应付款的影响：{{impactDelta}}。',
  },
  supplierDocumentsSubmitted: {
    title: '验证进行中',
    description: '{{supplier}} 已提交 {{documents}} 供审核。',
  },
  volatilityAlert: {
    title: '{{currency}} 波动超出阈值',
    description: '{{pair}} 在 {{hours}} 小时内变动 {{rateMove}}；{{currency}} 敞口中有 {{unhedged}} 未对冲。',
  },
  supplierChecksPassed: {
    title: '供应商已验证',
    description: '{{supplier}} 已通过 KYB、制裁和文件审核。',
  },
};

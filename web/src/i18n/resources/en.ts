// English UI strings: the reference set. zh.ts and es.ts must hold exactly the same keys
// (the `Messages` type enforces it at compile time, test/unit/i18n-completeness.test.ts at run time).
const en = {
  app: {
    name: 'TradeHub',
    loading: 'Loading TradeHub…',
    skipToContent: 'Skip to main content',
    loadFailedTitle: 'Unable to Load Application',
    loadFailedFallback: 'Something went wrong while loading this page.',
    tryAgain: 'Try Again',
  },
  nav: {
    label: 'Main navigation',
    dashboard: 'Dashboard',
    suppliers: 'Supplier List',
    payments: 'Payments',
    fxManagement: 'FX Management',
    team: 'Team',
    settings: 'Settings',
    lockedHint: 'Opens once you sign in',
  },
  shell: {
    openMenu: 'Open navigation menu',
    closeMenu: 'Close navigation menu',
    demoBanner: 'You are in Demo Mode – All data is for demonstration purposes only',
    language: 'Language',
  },
  dashboard: {
    subtitle: 'Demo workspace overview',
    loading: 'Loading the demo workspace…',
    loadFailed: 'The demo workspace could not be loaded',
    retry: 'Retry',
    suppliers: {
      title: 'Suppliers',
      total: 'Total suppliers',
      byStatus: 'Suppliers by status',
      statusCount: '{{status}}: {{count}}',
      listTitle: 'Supplier list',
      empty: 'No suppliers yet',
      columns: {
        name: 'Name',
        location: 'Location',
        category: 'Category',
        status: 'Status',
        risk: 'Risk',
      },
    },
    fx: {
      title: 'FX rates',
      source: 'Source: {{source}}',
      asOf: 'As of {{time}}',
      empty: 'No FX rates available',
    },
    transactions: {
      title: 'Recent transactions',
      empty: 'No transactions yet',
      columns: {
        supplier: 'Supplier',
        amount: 'Amount',
        status: 'Status',
        date: 'Date',
        method: 'Method',
      },
    },
  },
  supplierStatus: {
    verified: 'Verified',
    pending: 'Pending',
    rejected: 'Rejected',
  },
  riskLevel: {
    Low: 'Low',
    Medium: 'Medium',
    High: 'High',
  },
  transactionStatus: {
    completed: 'Completed',
    pending: 'Pending',
    failed: 'Failed',
  },
  paymentMethod: {
    bankTransfer: 'Bank Transfer',
    wireTransfer: 'Wire Transfer',
    ach: 'ACH',
  },
  apiErrors: {
    network: 'The server could not be reached. Check your connection and try again.',
    invalidResponse: 'The server sent an answer TradeHub could not read.',
    http: 'The server answered with an error (HTTP {{status}}).',
  },
};

/** The shape every language's strings must have: the English keys, each holding a string. */
export type Messages = MessageShape<typeof en>;
type MessageShape<T> = { [K in keyof T]: T[K] extends string ? string : MessageShape<T[K]> };

export default en;

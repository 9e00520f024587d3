// The audit log's filters as a query string, as pure functions (how an entry reads: the contract's audit-text.ts).
export interface AuditFilters {
  action: string;
  entityType: string;
  from: string;
  to: string;
}

export const emptyAuditFilters: AuditFilters = { action: '', entityType: '', from: '', to: '' };

/** The filters (blank ones left out), plus paging when given: the list's query (and cache key). */
export function auditParams(
  filters: AuditFilters,
  paging?: { page: number; pageSize: number },
): Partial<AuditFilters> & { page?: number; pageSize?: number } {
  const params: Partial<AuditFilters> & { page?: number; pageSize?: number } = {};
  for (const key of ['action', 'entityType', 'from', 'to'] as const) {
    const value = filters[key].trim();
    if (value) params[key] = value;
  }
  return paging ? { ...params, ...paging } : params;
}

/** The same as a query string (the CSV export's link). */
export function auditQuery(filters: AuditFilters, paging?: { page: number; pageSize: number }): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(auditParams(filters, paging))) params.set(key, String(value));
  return params.toString();
}

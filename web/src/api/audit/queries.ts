// The organisation's audit log in the client cache, under the `audit` root: one page per set of filters.
// Changing the filters or the page keeps the previous page on screen (dimmed by the table) until the next.
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ApiData, ApiQuery } from '../apiTypes';
import { http, unwrap } from '../http';
import { queryRoots } from '../queryRoots';

export type AuditPageData = ApiData<'/api/audit', 'get'>;
export type AuditParams = ApiQuery<'/api/audit', 'get'>;

export const auditKeys = {
  all: [queryRoots.audit] as const,
  page: (params: AuditParams) => [queryRoots.audit, 'page', params] as const,
};

export const auditPageQuery = (params: AuditParams) =>
  queryOptions({
    queryKey: auditKeys.page(params),
    queryFn: ({ signal }) => unwrap(http.GET('/api/audit', { params: { query: params }, signal })),
    placeholderData: keepPreviousData,
  });

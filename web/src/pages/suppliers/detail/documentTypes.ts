import type { SupplierDetail } from '../../../api/suppliers/queries';

export type SupplierDocumentItem = SupplierDetail['documents'][number];
export type DocumentType = SupplierDocumentItem['type'];

// The contract's SUPPLIER_DOCUMENT_TYPES lives beside zod, so the web keeps its own copy of the values.
export const documentTypes: readonly DocumentType[] = [
  'document',
  'license',
  'certification',
  'financial_statement',
];

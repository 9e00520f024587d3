import type { SupplierDetail } from '../../../api/suppliers/queries';

export type SupplierDocumentItem = SupplierDetail['documents'][number];
export type DocumentType = SupplierDocumentItem['type'];

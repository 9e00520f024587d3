// The zod schemas of the enumerations that several request and response schemas share, each built from its
// list in enums.ts (the lists themselves stay free of zod for the browser).
import { z } from 'zod';
import {
  APPROVAL_STATUSES,
  PAYMENT_STATUSES,
  RISK_SCORES,
  SCREENING_STATUSES,
  SUPPLIER_DOCUMENT_TYPES,
  SUPPLIER_STATUSES,
  TRANSFER_METHODS,
} from './enums.js';

export const supplierStatusSchema = z.enum(SUPPLIER_STATUSES);
/** A payment's status (the spec calls payments transactions). */
export const transactionStatusSchema = z.enum(PAYMENT_STATUSES);
/** How a payment travels: Bank Transfer, Wire Transfer or ACH. */
export const transferMethodSchema = z.enum(TRANSFER_METHODS);
export const approvalStatusSchema = z.enum(APPROVAL_STATUSES);
/** Low, Medium or High: a supplier's risk score, a currency exposure's or a dashboard metric's level. */
export const riskLevelSchema = z.enum(RISK_SCORES);
/** `pending`: queued for the workers' screening, whose result is pushed (`supplier:changed`) when it lands. */
export const screeningStatusSchema = z.enum(SCREENING_STATUSES);
export const supplierDocumentTypeSchema = z.enum(SUPPLIER_DOCUMENT_TYPES);

// A supplier's documents: upload (PDF, PNG or JPEG, recognised from the content), list, download and
// delete. Files live under DATA_DIR/documents/<organisationId>/<documentId> and are served only to
// members of the owning organisation.
import type { SupplierDocumentType } from '@tradehub/contract';
import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fileTypeFromBuffer } from 'file-type';
import { SupplierDocument } from '@tradehub/db';
import { deleteSupplierDocument, DOCUMENT_NOT_FOUND, recordSupplierDocument } from '@tradehub/db/domain';
import { z } from 'zod';
import {
  SUPPLIER_DOCUMENT_TYPES,
  supplierDocumentParamsSchema,
  supplierDocumentResponseSchema,
  supplierDocumentSchema,
  supplierParamsSchema,
} from '@tradehub/contract';
import type { Viewer } from '../../auth/viewer.js';
import { AppError, badRequest, notFound } from '../../errors/app-error.js';
import { requireViewer } from '../../plugins/auth.js';
import {
  ALLOWED_DOCUMENT_TYPES,
  cleanDocumentName,
  isPathLikeName,
  contentDisposition,
  documentFilePath,
  documentStorageKey,
  removeDocumentFile,
  writeDocumentFile,
} from '../../suppliers/document-store.js';
import { toSupplierDocumentItem } from '../../suppliers/supplier-dto.js';
import { findOwnSupplier } from '../../suppliers/supplier-queries.js';
import { errorResponses } from '../error-responses.js';
import { runCommand } from '../run-command.js';

const errors = errorResponses(400, 401, 403, 404, 413);
/** A name ending in one of these must hold that content: a PNG called x.pdf is refused. */
const NAME_EXTENSION_TYPES: Record<string, string | undefined> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
};

export interface SupplierDocumentRoutesOptions {
  dataDir: string;
  uploadMaxBytes: number;
}

interface Upload {
  content: Buffer;
  clientName: string | undefined;
  fields: Record<string, string>;
}

const isFileTooLarge = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE';

const sizeLabel = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${Number((bytes / (1024 * 1024)).toFixed(1))} MB`
    : `${Number((bytes / 1024).toFixed(1))} KB`;

/** Reads the one `file` part and the text fields of a multipart request. */
async function readUpload(request: FastifyRequest, maxBytes: number): Promise<Upload> {
  if (!request.isMultipart()) throw badRequest('file', 'file: send the document as multipart/form-data.');
  const fields: Record<string, string> = {};
  let file: { content: Buffer; clientName: string | undefined } | null = null;
  const tooLarge = () =>
    new AppError(413, 'file_too_large', `The file is larger than the ${sizeLabel(maxBytes)} upload limit.`);
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const filePart = part as MultipartFile;
        if (part.fieldname !== 'file' || file) {
          await filePart.toBuffer();
          continue;
        }
        const content = await filePart.toBuffer();
        if (filePart.file.truncated) throw tooLarge();
        if (isPathLikeName(filePart.filename)) {
          throw badRequest('file', 'file: the file name must not contain a path (no / or \\ or ..).');
        }
        file = { content, clientName: filePart.filename };
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if (isFileTooLarge(error)) throw tooLarge();
    throw error;
  }
  if (!file) throw badRequest('file', 'file: choose a file to upload.');
  return { ...file, fields };
}

function parseExpiry(value: string | undefined): Date | null {
  if (value === undefined || value.trim() === '') return null;
  const parsed = z.union([z.iso.date(), z.iso.datetime({ offset: true })]).safeParse(value.trim());
  if (!parsed.success) throw badRequest('expiresAt', 'expiresAt: must be a date (YYYY-MM-DD).');
  const date = new Date(parsed.data.length === 10 ? `${parsed.data}T23:59:59.999Z` : parsed.data);
  if (Number.isNaN(date.getTime())) throw badRequest('expiresAt', 'expiresAt: must be a date (YYYY-MM-DD).');
  return date;
}

export const supplierDocumentRoutes: FastifyPluginAsyncZod<SupplierDocumentRoutesOptions> = async (
  app,
  { dataDir, uploadMaxBytes: maxBytes },
) => {
  async function ownDocument(
    request: FastifyRequest,
    viewer: Viewer,
    supplierId: string,
    documentId: string,
  ) {
    await findOwnSupplier(request.em, viewer.organisationId, supplierId);
    const document = await request.em.findOne(SupplierDocument, {
      id: documentId,
      supplier: supplierId,
      organisation: viewer.organisationId,
    });
    if (!document) throw notFound(DOCUMENT_NOT_FOUND);
    return document;
  }

  app.get(
    '/api/suppliers/:supplierId/documents',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['suppliers'],
        summary: "A supplier's documents, newest first",
        params: supplierParamsSchema,
        response: { 200: z.object({ documents: z.array(supplierDocumentSchema) }), ...errors },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const supplier = await findOwnSupplier(request.em, viewer.organisationId, request.params.supplierId);
      const documents = await request.em.find(
        SupplierDocument,
        { supplier: supplier.id },
        { orderBy: { uploadedAt: 'desc', id: 'asc' } },
      );
      return { documents: documents.map(toSupplierDocumentItem) };
    },
  );

  app.post(
    '/api/suppliers/:supplierId/documents',
    {
      // The one multipart route (plugins/same-origin.ts refuses form bodies everywhere else).
      config: { access: 'signed-in', multipart: true },
      schema: {
        tags: ['suppliers'],
        summary: `Upload a document (multipart: file, type, optional expiresAt): PDF, PNG or JPEG`,
        params: supplierParamsSchema,
        response: { 201: supplierDocumentResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const viewer = requireViewer(request);
      // 404 before reading a large body for a supplier the viewer cannot see.
      await findOwnSupplier(request.em, viewer.organisationId, request.params.supplierId);
      const upload = await readUpload(request, maxBytes);
      const type = upload.fields.type;
      if (!type || !(SUPPLIER_DOCUMENT_TYPES as readonly string[]).includes(type)) {
        throw badRequest('type', `type: must be one of ${SUPPLIER_DOCUMENT_TYPES.join(', ')}.`);
      }
      const expiresAt = parseExpiry(upload.fields.expiresAt);
      if (upload.content.length === 0) throw badRequest('file', 'file: the file is empty.');
      const sniffed = await fileTypeFromBuffer(upload.content);
      if (!sniffed || !(ALLOWED_DOCUMENT_TYPES as readonly string[]).includes(sniffed.mime)) {
        const found = sniffed ? `${sniffed.mime} (.${sniffed.ext})` : 'not a recognised PDF or image';
        throw badRequest('file', `file: only PDF, PNG or JPEG files are accepted; this file is ${found}.`);
      }
      const name = cleanDocumentName(upload.clientName);
      const claimed = NAME_EXTENSION_TYPES[path.extname(name).slice(1).toLowerCase()];
      if (claimed && claimed !== sniffed.mime) {
        throw badRequest(
          'file',
          `file: the name says ${claimed} but the content is ${sniffed.mime} (.${sniffed.ext}); upload the real file.`,
        );
      }
      const documentId = randomUUID();
      const storageKey = documentStorageKey(viewer.organisationId, documentId);
      await writeDocumentFile(dataDir, storageKey, upload.content);

      let result;
      try {
        result = await runCommand(request, (tx, actor) =>
          recordSupplierDocument(tx, actor, request.params.supplierId, {
            id: documentId,
            name,
            type: type as SupplierDocumentType,
            expiresAt,
            sizeBytes: upload.content.length,
            mimeType: sniffed.mime,
            storageKey,
          }),
        );
      } catch (error) {
        // Nothing recorded: the stored file would belong to no document.
        await removeDocumentFile(dataDir, storageKey);
        throw error;
      }
      return reply.status(201).send({ document: toSupplierDocumentItem(result.document) });
    },
  );

  app.get(
    '/api/suppliers/:supplierId/documents/:documentId/file',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['suppliers'],
        summary: 'Download a document (members of the owning organisation only)',
        params: supplierDocumentParamsSchema,
        response: { 200: z.any().describe('The file (PDF, PNG or JPEG)'), ...errors },
      },
    },
    async (request, reply) => {
      const viewer = requireViewer(request);
      const { supplierId, documentId } = request.params;
      const document = await ownDocument(request, viewer, supplierId, documentId);
      if (!document.storageKey) throw notFound('This document has no stored file.');
      const file = documentFilePath(dataDir, document.storageKey);
      const size = await stat(file).then(
        (stats) => stats.size,
        () => null,
      );
      if (size === null) throw notFound('The file of this document is no longer available.');
      return reply
        .header('content-type', document.mimeType)
        .header('content-length', String(size))
        .header('content-disposition', contentDisposition(document.name))
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(createReadStream(file));
    },
  );

  app.delete(
    '/api/suppliers/:supplierId/documents/:documentId',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['suppliers'],
        summary: 'Delete a document and its file',
        params: supplierDocumentParamsSchema,
        response: { 204: z.null().describe('Deleted'), ...errors },
      },
    },
    async (request, reply) => {
      const { supplierId, documentId } = request.params;
      const { document } = await runCommand(request, (tx, actor) =>
        deleteSupplierDocument(tx, actor, supplierId, documentId),
      );
      // The file goes once the deletion is committed (a rollback keeps the document with its file).
      const storageKey = document.storageKey ?? null;
      if (storageKey) await removeDocumentFile(dataDir, storageKey);
      return reply.status(204).send(null);
    },
  );
};

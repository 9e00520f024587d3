// The web client's API types (web/src/api/schema.d.ts) as openapi-typescript writes them from the
// document, under a header saying where they come from.
import openapiTS, { astToString } from 'openapi-typescript';
import type { OpenApiDocument } from './offline-document.js';

export const SCHEMA_TYPES_HEADER =
  '// Generated from the gateway OpenAPI document by `npm run api:types`\n' +
  '// (gateway/src/cli/api-types.ts). Do not edit by hand.\n\n';

export async function renderSchemaTypes(document: OpenApiDocument): Promise<string> {
  // @fastify/swagger's OpenAPI types and openapi-typescript's describe the same document differently.
  const ast = await openapiTS(document as Parameters<typeof openapiTS>[0], { alphabetize: true });
  return SCHEMA_TYPES_HEADER + astToString(ast);
}

import openapiTS, { astToString } from 'openapi-typescript';

export const GENERATED_TYPES = new URL('./api.gen.ts', import.meta.url);

/**
 * TypeScript types of the API, generated from its OpenAPI document (openapi-typescript): what a
 * client written against the document sees. `npm run api:types` writes them to api.gen.ts; a
 * test fails when the document and the committed types part.
 */
export async function typesFromDocument(document: object): Promise<string> {
  const ast = await openapiTS(document as Parameters<typeof openapiTS>[0]);
  return `// Generated from /api/docs/json by \`npm run api:types\`: do not edit.\n${astToString(ast)}`;
}

import { CONTENT_OPERATIONS } from '../../shared/contracts/content-queries';

// The GraphQL operations the browser may run through /api/graphql: exactly the storefront's own
// query set (shared/contracts/content-queries.ts), so browser and server send the same text.

/** The allow-listed document of `operationName`, or undefined. */
export function graphqlDocument(operationName: string): string | undefined {
  return Object.hasOwn(CONTENT_OPERATIONS, operationName) ? CONTENT_OPERATIONS[operationName]?.document : undefined;
}

/** Names of the allow-listed operations (ops stats, tests). */
export function graphqlOperationNames(): string[] {
  return Object.keys(CONTENT_OPERATIONS);
}

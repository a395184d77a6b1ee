// The GraphQL operations the browser may run through /api/graphql. The documents come from
// shared/contracts/content-queries.ts once it exists; until then this list is empty and every
// operation is refused (404) without an upstream call.

const operations = new Map<string, string>();

/** The allow-listed document of `operationName`, or undefined. */
export function graphqlDocument(operationName: string): string | undefined {
  return operations.get(operationName);
}

/** Names of the allow-listed operations (ops stats, tests). */
export function graphqlOperationNames(): string[] {
  return [...operations.keys()];
}

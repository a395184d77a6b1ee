import type { Context } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../env';
import { apiError } from './api-errors';
import { forwardToUpstream } from './forward-to-upstream';
import { readJsonBody } from './read-json-body';
import { graphqlDocument } from './graphql-operations';

const GraphqlRequestSchema = z.object({
  operationName: z.string().regex(/^[A-Za-z_][A-Za-z0-9_]{0,100}$/),
  variables: z.record(z.string(), z.unknown()).optional(),
  /** Optional: when sent it must be the allow-listed document itself. */
  query: z.string().optional(),
});

/**
 * POST /api/graphql: only operations of the storefront's own query set go upstream, with the
 * document text from that set (the browser names an operation, it cannot send its own query).
 */
export async function graphqlRoute(c: Context<AppEnv>): Promise<Response> {
  const body = await readJsonBody(c);
  if (!body.ok) return body.response;
  const parsed = GraphqlRequestSchema.safeParse(body.json);
  if (!parsed.success) return apiError(c, 400, 'A GraphQL call needs an operationName');
  const { operationName, variables, query } = parsed.data;
  const document = graphqlDocument(operationName);
  if (!document) return apiError(c, 404, `Unknown GraphQL operation ${operationName}`);
  if (query !== undefined && query.trim() !== document.trim())
    return apiError(c, 400, "Only the storefront's own GraphQL documents are accepted");
  const upstreamBody = JSON.stringify({ query: document, variables: variables ?? {}, operationName });
  return forwardToUpstream(c, c.get('domain').upstreams.graphql, upstreamBody);
}

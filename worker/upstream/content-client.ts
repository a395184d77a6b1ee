import { z } from 'zod';
import type { ContentQuery } from '../../shared/contracts/content-queries';
import { JsonClient, validateAnswer, type ReadOptions } from './json-client';
import { derivedFrom } from './read-cache';
import { UpstreamError } from './upstream-error';

const GraphqlAnswerSchema = z.object({
  data: z.unknown().optional(),
  errors: z.array(z.object({ message: z.string() }).loose()).optional(),
});

/**
 * The content API: REST (`get`, base `upstreams.content`) and GraphQL (`graphql`, endpoint
 * `upstreams.graphql`). GraphQL reads are cached like REST reads (key: document + variables).
 */
export class ContentClient extends JsonClient {
  constructor(
    deps: ConstructorParameters<typeof JsonClient>[0],
    private readonly graphqlUrl: string,
  ) {
    super(deps);
  }

  /**
   * Sends `document` (take it from shared/contracts/content-queries.ts) and validates `data`
   * with `schema`. GraphQL errors without data are an upstream error (logged, 502).
   */
  async graphql<S extends z.ZodType>(
    document: string,
    variables: Record<string, unknown>,
    schema: S,
    options: ReadOptions & { operationName?: string } = {},
  ): Promise<z.output<S>> {
    const body = JSON.stringify({ query: document, variables, operationName: options.operationName });
    const { text, derived } = await this.read(
      'POST',
      this.graphqlUrl,
      this.headers(options.anonymous ?? true),
      this.ttlFor(options),
      body,
    );
    // A cached answer is parsed and validated once, not on every request that reads it.
    return derivedFrom(derived, schema, () => {
      let raw: unknown;
      try {
        raw = JSON.parse(text);
      } catch {
        throw new UpstreamError('invalid', 502, this.graphqlUrl, 'GraphQL answer is not JSON');
      }
      const answer = validateAnswer(GraphqlAnswerSchema, raw, this.graphqlUrl);
      if (answer.data == null) {
        const message = answer.errors?.map((e) => e.message).join('; ') ?? 'no data';
        throw new UpstreamError('http', 502, this.graphqlUrl, `GraphQL error: ${message}`, answer);
      }
      return validateAnswer(schema, answer.data, this.graphqlUrl) as z.output<S>;
    });
  }

  /**
   * Runs one query of shared/contracts/content-queries.ts with its own result schema; the
   * request's locale is filled in unless `variables.locale` says otherwise.
   *
   *   const { article } = await content.query(articleBySlugQuery, { slug }, { kind: 'article' });
   */
  async query<R extends z.ZodType>(
    query: ContentQuery<R>,
    variables: Record<string, unknown> = {},
    options: ReadOptions = {},
  ): Promise<z.output<R>> {
    return this.graphql(query.document, { locale: this.c.get('locale'), ...variables }, query.result, {
      ...options,
      operationName: query.operationName,
    });
  }
}

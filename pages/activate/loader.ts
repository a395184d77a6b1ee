import { z } from 'zod';
import type { ActivatePageData } from './page';
import { ActivationSchema, storeEnvelope } from '../../shared/contracts/store';
import { canonicalUrl } from '../../worker/render/canonical-url';
import { createUpstreams } from '../../worker/upstream/create-upstreams';
import { UpstreamError } from '../../worker/upstream/upstream-error';
import type { PageLoader } from '../../worker/loaders/page-loader';

const TokenSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9._~-]{8,128}$/);
const ACTIVATION = storeEnvelope(ActivationSchema);

/**
 * `/aktivovat?token=`: where the confirmation link of a newsletter subscription or a registration
 * lands (SPEC 2 user-activate). The page says "confirmed" only after the store accepted the token;
 * a missing, malformed or refused token says the link is invalid; a store that does not answer
 * says to try again later (never a success it did not confirm).
 */
export const loader: PageLoader<ActivatePageData> = async ({ c, url, query }) => {
  const t = c.get('t');
  const token = TokenSchema.safeParse(query.get('token') ?? '');
  let state: ActivatePageData['state'] = 'invalid';
  if (token.success) {
    try {
      await createUpstreams(c).store.post('/activate', { token: token.data }, ACTIVATION);
      state = 'success';
    } catch (error) {
      if (!(error instanceof UpstreamError)) throw error;
      state = error.kind === 'http' && error.status >= 400 && error.status < 500 ? 'invalid' : 'failed';
    }
  }
  return {
    kind: 'ok',
    data: { state },
    meta: {
      title: `${t('account.activation.title')} | ${t('shell.siteName')}`,
      canonical: canonicalUrl(c.get('domain'), url, false),
    },
  };
};

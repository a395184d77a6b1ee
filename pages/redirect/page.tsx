import { useEffect } from 'react';
import { sameSitePath } from '../../shared/same-site-path';
import { useRouter } from '../../client/router/router-context';
import { useT } from '../../client/shell-context';
import type { PageProps } from '../../client/router/page-props';

/** A redirect that arrived after the page had started streaming: move on, without and with JS. */
export default function RedirectPage({ data }: PageProps<{ location: string }>) {
  const { navigate } = useRouter();
  const t = useT();
  // The one same-site check (shared/same-site-path.ts): `/\evil.example` or `/%2e//evil.example` is not a path here.
  const location = sameSitePath(data.location) ?? '/';
  useEffect(() => {
    void navigate(location, { replace: true });
  }, [location, navigate]);
  return (
    <div className="container">
      <meta httpEquiv="refresh" content={`0;url=${location}`} />
      <a href={location}>{t('common.actions.continue')}</a>
    </div>
  );
}

import { useEffect } from 'react';
import { useRouter } from '../router/router-context';
import { useT } from '../shell-context';
import type { PageProps } from './page-props';

/** A redirect that arrived after the page had started streaming: move on, without and with JS. */
export default function RedirectPage({ data }: PageProps<{ location: string }>) {
  const { navigate } = useRouter();
  const t = useT();
  const location = data.location.startsWith('/') && !data.location.startsWith('//') ? data.location : '/';
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

import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import RedirectPage from './page';
import { RouterContext, type RouterValue } from '../../client/router/router-context';
import { ShellProvider } from '../../client/shell-context';
import { messagesFor } from '../../shared/i18n/dictionary';
import type { PagePayload } from '../../shared/page-payload';
import type { ShellView } from '../../shared/shell-view';
import { OFF_SITE_TARGETS } from '../../tests/worker/hostile-redirects';

// The page a redirect becomes when it is decided after the page started streaming: a meta refresh
// and a link, both to the target. The one same-site check decides the target (shared/same-site-path.ts).
const router: RouterValue = {
  payload: {} as PagePayload,
  pending: false,
  loadingPath: null,
  navigate: async () => {},
  refresh: async () => {},
};
const shell = { locale: 'sk', messages: messagesFor('sk') } as unknown as ShellView;

/** The targets the page's meta refresh and link lead to. */
function targetsOf(location: string): string[] {
  const html = renderToStaticMarkup(
    <RouterContext.Provider value={router}>
      <ShellProvider shell={shell}>
        <RedirectPage data={{ location }} params={{}} url="/" status={200} />
      </ShellProvider>
    </RouterContext.Provider>,
  );
  const refresh = /content="0;url=([^"]*)"/.exec(html)?.[1];
  const link = /<a href="([^"]*)"/.exec(html)?.[1];
  return [refresh, link].map((value) => (value ?? '').replaceAll('&amp;', '&'));
}

describe('the late redirect page leads only to this site', () => {
  test('a same-site path is kept with its query', () => {
    expect(targetsOf('/kosik?krok=2')).toEqual(['/kosik?krok=2', '/kosik?krok=2']);
  });

  test.each(OFF_SITE_TARGETS)('%j leads home instead', (target) => {
    expect(targetsOf(target)).toEqual(['/', '/']);
  });
});

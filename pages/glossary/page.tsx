import type { Crumb } from '../../client/components/content-blocks/content-views';
import { Breadcrumbs } from '../../client/components/content-blocks/page-parts';
import { useT } from '../../client/shell-context';
import type { PageProps } from '../../client/router/page-props';

export interface GlossaryPageData {
  title: string;
  groups: { letter: string; terms: { title: string; href: string; perex: string | null }[] }[];
  total: number;
  crumbs: Crumb[];
}

/** Anchor id of a letter section (diacritics kept, so Č and C stay apart). */
export const letterId = (letter: string) => `pismeno-${encodeURIComponent(letter.toLowerCase())}`;

export default function GlossaryPage({ data }: PageProps<GlossaryPageData>) {
  const t = useT();
  return (
    <div className="container glossary">
      <Breadcrumbs items={data.crumbs} />
      <h1>{data.title}</h1>
      <p className="glossary__count">{t('content.glossary.count', { count: data.total })}</p>
      <nav className="glossary__index" aria-label={t('content.glossary.index')}>
        <ul>
          {data.groups.map((g) => (
            <li key={g.letter}>
              <a href={`#${letterId(g.letter)}`}>{g.letter}</a>
            </li>
          ))}
        </ul>
      </nav>
      {data.groups.map((g) => (
        <section
          key={g.letter}
          id={letterId(g.letter)}
          className="glossary__group"
          aria-labelledby={`${letterId(g.letter)}-h`}
        >
          <h2 id={`${letterId(g.letter)}-h`} className="glossary__letter">
            {g.letter}
          </h2>
          <dl className="glossary__terms">
            {g.terms.map((term) => (
              <div key={term.href} className="glossary__term">
                <dt>
                  <a href={term.href}>{term.title}</a>
                </dt>
                {term.perex ? <dd>{term.perex}</dd> : null}
              </div>
            ))}
          </dl>
        </section>
      ))}
    </div>
  );
}

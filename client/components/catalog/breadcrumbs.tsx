import { useShell, useT } from '../../shell-context';

/** Home › … › current page. The last crumb, or one without a link, is the page itself (not a link). */
export function Breadcrumbs({ items }: { items: { title: string; href?: string | null }[] }) {
  const t = useT();
  const home = useShell().paths.home;
  return (
    <nav className="breadcrumbs" aria-label={t('common.breadcrumbs.label')}>
      <ol>
        <li>
          <a href={home}>{t('common.breadcrumbs.home')}</a>
        </li>
        {items.map((item, i) => (
          <li key={i}>
            {i === items.length - 1 || !item.href ? (
              <span aria-current="page">{item.title}</span>
            ) : (
              <a href={item.href}>{item.title}</a>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

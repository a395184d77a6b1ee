import { useT } from '../../shell-context';

/** Home › … › current page; the last crumb is the page itself (not a link). */
export function Breadcrumbs({ items }: { items: { title: string; href: string }[] }) {
  const t = useT();
  return (
    <nav className="breadcrumbs" aria-label={t('common.breadcrumbs.label')}>
      <ol>
        <li>
          <a href="/">{t('common.breadcrumbs.home')}</a>
        </li>
        {items.map((item, i) => (
          <li key={item.href}>{i === items.length - 1 ? <span aria-current="page">{item.title}</span> : <a href={item.href}>{item.title}</a>}</li>
        ))}
      </ol>
    </nav>
  );
}

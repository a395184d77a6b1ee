import { useShell, useT } from '../shell-context';
import type { PageProps } from './page-props';

export interface HomePageData {
  title: string;
}

/** Home: top categories from the main menu. The browsing work adds banners, info boxes and blocks. */
export default function HomePage({ data }: PageProps<HomePageData>) {
  const shell = useShell();
  const t = useT();
  return (
    <div className="container home">
      <h1 className="home__title">{data.title}</h1>
      <h2 className="section-title">{t('shell.home.categories')}</h2>
      <ul className="home__categories">
        {shell.menus.main.map((item) => (
          <li key={item.id}>
            <a className="home__category" href={item.path}>
              {item.title}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

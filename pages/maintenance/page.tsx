import type { RichTextNode } from '../../shared/contracts/content';
import { RichText } from '../../client/components/rich-text/rich-text';
import { useT } from '../../client/shell-context';
import type { PageProps } from '../../client/router/page-props';

export interface MaintenancePageData {
  title: string;
  content: RichTextNode | null;
}

export default function MaintenancePage({ data }: PageProps<MaintenancePageData>) {
  const t = useT();
  return (
    <div className="container maintenance">
      <div className="maintenance__icon" aria-hidden="true">
        ⚙
      </div>
      <h1>{data.title}</h1>
      {data.content ? (
        <RichText content={data.content} />
      ) : (
        <p className="maintenance__text">{t('content.maintenance.text')}</p>
      )}
      <a className="button button--primary" href="/">
        {t('common.actions.goHome')}
      </a>
    </div>
  );
}

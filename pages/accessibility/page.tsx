import type { Crumb } from '../../client/components/content-blocks/content-views';
import { Breadcrumbs } from '../../client/components/content-blocks/page-parts';
import { pathFor } from '../../shared/route-paths';
import { useShell, useT } from '../../client/shell-context';
import type { PageProps } from '../../client/router/page-props';

export interface AccessibilityPageData {
  title: string;
  crumbs: Crumb[];
  /** The site's market: its law and its market surveillance authority. */
  site: 'sk' | 'cz';
  /** The site's host as a shopper writes it (eshop-demo.sk). */
  host: string;
}

const LIMITS = ['videos', 'documents', 'editorial', 'thirdParty', 'people'] as const;
const TESTS = ['axe', 'controls', 'keyboard', 'zoom'] as const;

/**
 * /pristupnost: the accessibility statement the European Accessibility Act asks an e-shop to publish
 * (SK Act 351/2022, CZ Act 424/2023): the standard, how the shop is tested, what is known not to be
 * accessible, how to reach the shop and the authority to complain to.
 */
export default function AccessibilityPage({ data }: PageProps<AccessibilityPageData>) {
  const t = useT();
  const { contact } = useShell();
  const authority = `accessibility.authority.${data.site}` as const;
  return (
    <div className="container accessibility-statement">
      <Breadcrumbs items={data.crumbs} />
      <h1>{data.title}</h1>
      <p>{t('accessibility.intro', { host: data.host })}</p>
      <p>{t(`accessibility.law.${data.site}`)}</p>

      <h2>{t('accessibility.standard.title')}</h2>
      <p>{t('accessibility.standard.text')}</p>

      <h2>{t('accessibility.testing.title')}</h2>
      <ul>
        {TESTS.map((key) => (
          <li key={key}>{t(`accessibility.testing.${key}`)}</li>
        ))}
      </ul>

      <h2>{t('accessibility.limits.title')}</h2>
      <p>{t('accessibility.limits.intro')}</p>
      <ul data-testid="accessibility-limits">
        {LIMITS.map((key) => (
          <li key={key}>{t(`accessibility.limits.${key}`)}</li>
        ))}
      </ul>

      <h2>{t('accessibility.feedback.title')}</h2>
      <p>{t('accessibility.feedback.text')}</p>
      <ul className="accessibility-statement__contact" data-testid="accessibility-contact">
        {contact.email ? (
          <li>
            {t('accessibility.feedback.email')} <a href={`mailto:${contact.email}`}>{contact.email}</a>
          </li>
        ) : null}
        {contact.phone ? (
          <li>
            {t('accessibility.feedback.phone')} <a href={`tel:${contact.phone.replace(/\s+/g, '')}`}>{contact.phone}</a>
          </li>
        ) : null}
        {contact.address ? (
          <li>
            {t('accessibility.feedback.address')} {contact.address}
          </li>
        ) : null}
        <li>
          <a href={pathFor('contact')}>{t('accessibility.feedback.form')}</a>
        </li>
      </ul>

      <h2>{t('accessibility.authority.title')}</h2>
      <p>{t('accessibility.authority.text')}</p>
      <address className="accessibility-statement__authority" data-testid="accessibility-authority">
        {t(`${authority}.name`)}
        <br />
        {t(`${authority}.address`)}
        <br />
        <a href={t(`${authority}.web`)} rel="noopener">
          {t(`${authority}.web`).replace(/^https:\/\//, '')}
        </a>
      </address>

      <p className="accessibility-statement__prepared">{t('accessibility.prepared')}</p>
    </div>
  );
}

import { renderToStaticMarkup } from 'react-dom/server';
import { CdnImage } from '../../client/components/image/cdn-image';
import { IMAGE_SIZES } from '../../shared/image-url';
import type { Translate } from '../../shared/i18n/translator';
import type { OperatorView, SafetyFacts } from '../../shared/product-safety';

export interface SafetyView extends SafetyFacts {
  complete: boolean;
  identification: { name: string; brand: string | null; model: string; ean: string; imagePath: string | null };
}

function Operator({ operator, t }: { operator: OperatorView; t: Translate }) {
  return (
    <address className="product-safety__operator">
      <strong>{operator.name}</strong>
      <br />
      {operator.address}
      {operator.email ? (
        <>
          <br />
          {t('catalog.detail.safety.email')}: <a href={`mailto:${operator.email}`}>{operator.email}</a>
        </>
      ) : null}
      {operator.webForm ? (
        <>
          <br />
          {t('catalog.detail.safety.webForm')}:{' '}
          <a href={operator.webForm} rel="noopener" target="_blank">
            {operator.webForm}
          </a>
        </>
      ) : null}
    </address>
  );
}

/**
 * GPSR (Regulation (EU) 2023/988) Art. 19 on the product page: manufacturer, the EU responsible person
 * of one outside the EU, what identifies the product, and its warnings in the page's language; a
 * product whose facts are incomplete shows what there is and a neutral line (`npm run ops --
 * product-facts <site>` lists it). Static markup, rendered by the loader (safetySectionHtml) and
 * written into the page as it is: the browser needs no code for it.
 */
function ProductSafety({ safety, t }: { safety: SafetyView; t: Translate }) {
  const { identification: id } = safety;
  return (
    <section
      className="product-section product-safety"
      id="product-safety"
      aria-labelledby="product-safety-title"
      data-testid="product-safety"
    >
      <h2 className="section-title" id="product-safety-title">
        {t('catalog.detail.safety.title')}
      </h2>
      <div className="product-safety__grid">
        <div data-testid="safety-identification">
          <h3 className="product-safety__heading">{t('catalog.detail.safety.identification')}</h3>
          <div className="product-safety__identification">
            <CdnImage path={id.imagePath} alt={id.name} size={IMAGE_SIZES.thumbnail} style="thumbnail" />
            <dl className="product-safety__facts">
              <dt>{t('catalog.detail.safety.product')}</dt>
              <dd>{id.name}</dd>
              {id.brand ? (
                <>
                  <dt>{t('catalog.detail.safety.brand')}</dt>
                  <dd>{id.brand}</dd>
                </>
              ) : null}
              <dt>{t('catalog.detail.safety.model')}</dt>
              <dd>{id.model}</dd>
              {id.ean ? (
                <>
                  <dt>EAN</dt>
                  <dd>{id.ean}</dd>
                </>
              ) : null}
            </dl>
          </div>
        </div>
        {safety.manufacturer ? (
          <div data-testid="safety-manufacturer">
            <h3 className="product-safety__heading">{t('catalog.detail.safety.manufacturer')}</h3>
            <Operator operator={safety.manufacturer} t={t} />
          </div>
        ) : null}
        {safety.responsiblePerson ? (
          <div data-testid="safety-responsible-person">
            <h3 className="product-safety__heading">{t('catalog.detail.safety.responsiblePerson')}</h3>
            <p className="muted">{t('catalog.detail.safety.outsideEu')}</p>
            <Operator operator={safety.responsiblePerson} t={t} />
          </div>
        ) : null}
      </div>
      {safety.warnings.length ? (
        <>
          <h3 className="product-safety__heading">{t('catalog.detail.safety.warnings')}</h3>
          <ul className="product-safety__warnings" data-testid="safety-warnings">
            {safety.warnings.map((w) => (
              <li key={w}>{w}</li>
            ))}
          </ul>
        </>
      ) : null}
      {safety.complete ? null : (
        <p className="muted" data-testid="safety-incomplete">
          {t('catalog.detail.safety.incomplete')}
        </p>
      )}
    </section>
  );
}

/** The section's markup in the page's language (React escapes every text and attribute). */
export function safetySectionHtml(safety: SafetyView, t: Translate): string {
  return renderToStaticMarkup(<ProductSafety safety={safety} t={t} />);
}

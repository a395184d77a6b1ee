import type { Withdrawal, WithdrawalForm } from '../../shared/contracts/store';
import type { WithdrawalPeriod } from '../../shared/withdrawal-period';
import { pathFor } from '../../shared/route-paths';
import { calendarDate, dateTime, shortDate } from '../../client/date-format';
import { useShell, useT } from '../../client/shell-context';
import type { PageProps } from '../../client/router/page-props';

/** The identified order as the page shows it: no personal data, only its lines. */
export interface WithdrawalOrder {
  code: string;
  createdAt: string;
  lines: WithdrawalForm['lines'];
}

type OpenPeriod = Extract<WithdrawalPeriod, { kind: 'open' }>;

export type WithdrawalView =
  | { kind: 'start' }
  | { kind: 'choose'; order: WithdrawalOrder; period: OpenPeriod; nothingChosen: boolean }
  | { kind: 'confirm'; order: WithdrawalOrder; period: OpenPeriod; chosen: { itemId: number; amount: number }[] }
  | { kind: 'closed'; order: WithdrawalOrder; period: Exclude<WithdrawalPeriod, OpenPeriod> }
  | { kind: 'done'; order: WithdrawalOrder; withdrawal: Withdrawal };

export interface WithdrawalPageData {
  title: string;
  /** The code asked for (the guest form's value when the order is not identified). */
  code: string | null;
  view: WithdrawalView;
  /** The guest look-up's refusal: no such order for this code and e-mail, or too many tries. */
  found: 'no' | 'limited' | null;
  /** The confirmed withdrawal's refusal (the form posted back to the page). */
  problem: 'ended' | 'invalid' | 'limited' | 'hidden' | null;
  signedIn: boolean;
  /** A signed-in shopper's latest orders to pick from (null for a guest). */
  ownOrders: { code: string; createdAt: string }[] | null;
}

/** Where the browser's own form posts go (worker/proxy/withdrawal-routes.ts): they work before hydration. */
const IDENTIFY_ACTION = '/api/v1/orders/identify';
const submitAction = (code: string) => `/api/v1/orders/code/${encodeURIComponent(code)}/withdrawal`;

/**
 * /odstupenie-od-zmluvy: the withdrawal function (Directive 2023/2673, CRD Art. 11a). Every step is
 * a plain form, so it works before and without the page's script: the guest's code + e-mail (POST,
 * the e-mail never in a URL), the lines (GET to this page: the second step), the confirmation (POST,
 * "Potvrdiť odstúpenie"), then the acknowledgement with its date and time, printable.
 */
export default function WithdrawalPage({ data }: PageProps<WithdrawalPageData>) {
  const t = useT();
  const { view } = data;
  return (
    <div className="container checkout-page withdrawal">
      <h1 className="checkout-page__title">{view.kind === 'done' ? t('withdrawal.done.title') : data.title}</h1>
      {view.kind === 'done' ? null : <p className="withdrawal__intro">{t('withdrawal.intro')}</p>}
      {data.problem ? (
        <p className="withdrawal__problem" role="alert" data-testid="withdrawal-problem">
          {t(`withdrawal.problems.${data.problem}`)}
        </p>
      ) : null}
      {view.kind === 'start' ? <StartStep data={data} /> : null}
      {view.kind === 'choose' ? <ChooseStep view={view} /> : null}
      {view.kind === 'confirm' ? <ConfirmStep view={view} /> : null}
      {view.kind === 'closed' ? <ClosedStep view={view} /> : null}
      {view.kind === 'done' ? <DoneStep view={view} /> : null}
    </div>
  );
}

function StartStep({ data }: { data: WithdrawalPageData }) {
  const t = useT();
  const { locale } = useShell();
  return (
    <>
      {data.ownOrders ? (
        <section className="withdrawal__card" data-testid="withdrawal-own-orders">
          <h2>{t('withdrawal.own.title')}</h2>
          {data.ownOrders.length === 0 ? <p>{t('withdrawal.own.none')}</p> : null}
          <ul className="withdrawal__orders">
            {data.ownOrders.map((order) => (
              <li key={order.code}>
                <span>{t('withdrawal.own.order', { code: order.code, date: shortDate(locale, order.createdAt) })}</span>{' '}
                <a href={`${pathFor('withdrawal')}?code=${encodeURIComponent(order.code)}`}>{t('withdrawal.link')}</a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section className="withdrawal__card">
        <h2>{t('withdrawal.guest.title')}</h2>
        <p>{t('withdrawal.guest.text')}</p>
        {data.found ? (
          <p className="withdrawal__problem" role="alert" data-testid="withdrawal-not-found">
            {data.found === 'no' ? t('withdrawal.guest.notFound') : t('withdrawal.problems.limited')}
          </p>
        ) : null}
        <form className="withdrawal__identify" method="post" action={IDENTIFY_ACTION}>
          <div className="field">
            <label className="field__label" htmlFor="withdrawal-code">
              {t('withdrawal.guest.code')}
            </label>
            <input
              id="withdrawal-code"
              name="code"
              type="text"
              defaultValue={data.code ?? ''}
              maxLength={40}
              required
              autoComplete="off"
            />
          </div>
          <div className="field">
            <label className="field__label" htmlFor="withdrawal-email">
              {t('withdrawal.guest.email')}
            </label>
            <input id="withdrawal-email" name="email" type="email" maxLength={320} required autoComplete="email" />
          </div>
          <button type="submit" className="button button--primary">
            {t('withdrawal.guest.submit')}
          </button>
        </form>
      </section>
    </>
  );
}

function PeriodNote({ period }: { period: OpenPeriod }) {
  const t = useT();
  const { locale } = useShell();
  return (
    <p className="withdrawal__period" data-testid="withdrawal-period">
      {period.endsOn
        ? t('withdrawal.period.open', { date: calendarDate(locale, period.endsOn) })
        : t('withdrawal.period.notStarted')}
    </p>
  );
}

function HygienicWarning() {
  const t = useT();
  return (
    <p className="withdrawal__hygienic" role="note" data-testid="withdrawal-hygienic">
      {t('withdrawal.hygienic.warning')}
    </p>
  );
}

function ChooseStep({ view }: { view: Extract<WithdrawalView, { kind: 'choose' }> }) {
  const t = useT();
  const { order } = view;
  return (
    <section className="withdrawal__card" data-testid="withdrawal-choose">
      <h2>{t('withdrawal.order', { code: order.code })}</h2>
      <PeriodNote period={view.period} />
      <form method="get" action={pathFor('withdrawal')}>
        <input type="hidden" name="code" value={order.code} />
        <input type="hidden" name="step" value="confirm" />
        <fieldset className="withdrawal__lines">
          <legend>{t('withdrawal.choose.title')}</legend>
          <p className="withdrawal__hint">{t('withdrawal.choose.hint')}</p>
          {view.nothingChosen ? (
            <p className="withdrawal__problem" role="alert">
              {t('withdrawal.choose.nothing')}
            </p>
          ) : null}
          {order.lines.map((line) => (
            <div className="withdrawal__line" key={line.itemId}>
              <input
                id={`withdrawal-line-${line.itemId}`}
                type="checkbox"
                name={`line-${line.itemId}`}
                value={String(line.amount)}
                defaultChecked
              />
              <label htmlFor={`withdrawal-line-${line.itemId}`}>
                {line.name}{' '}
                <span className="withdrawal__pieces">{t('withdrawal.choose.pieces', { amount: line.amount })}</span>
                {line.hygienic ? <span className="withdrawal__badge">{t('withdrawal.hygienic.badge')}</span> : null}
              </label>
            </div>
          ))}
        </fieldset>
        {order.lines.some((line) => line.hygienic) ? <HygienicWarning /> : null}
        <button type="submit" className="button button--primary">
          {t('withdrawal.choose.next')}
        </button>
      </form>
    </section>
  );
}

function ConfirmStep({ view }: { view: Extract<WithdrawalView, { kind: 'confirm' }> }) {
  const t = useT();
  const { order } = view;
  const chosen = view.chosen.flatMap((c) => {
    const line = order.lines.find((l) => l.itemId === c.itemId);
    return line ? [{ ...line, amount: c.amount }] : [];
  });
  const back = new URLSearchParams({ code: order.code });
  return (
    <section className="withdrawal__card" data-testid="withdrawal-confirm">
      <h2>{t('withdrawal.confirm.title')}</h2>
      <p>{t('withdrawal.order', { code: order.code })}</p>
      <PeriodNote period={view.period} />
      <p>{t('withdrawal.confirm.lines')}</p>
      <ul className="withdrawal__chosen" data-testid="withdrawal-chosen">
        {chosen.map((line) => (
          <li key={line.itemId}>
            {line.name} × {line.amount}
            {line.hygienic ? <span className="withdrawal__badge">{t('withdrawal.hygienic.badge')}</span> : null}
          </li>
        ))}
      </ul>
      {chosen.some((line) => line.hygienic) ? <HygienicWarning /> : null}
      <form method="post" action={submitAction(order.code)}>
        {chosen.map((line) => (
          <input key={line.itemId} type="hidden" name={`line-${line.itemId}`} value={String(line.amount)} />
        ))}
        <div className="field">
          <label className="field__label" htmlFor="withdrawal-reason">
            {t('withdrawal.confirm.reason')}
          </label>
          <textarea
            id="withdrawal-reason"
            name="reason"
            rows={3}
            maxLength={1000}
            aria-describedby="withdrawal-reason-hint"
          />
          <p id="withdrawal-reason-hint" className="withdrawal__hint">
            {t('withdrawal.confirm.reasonHint')}
          </p>
        </div>
        <div className="withdrawal__actions">
          <button type="submit" className="button button--primary" data-testid="withdrawal-submit">
            {t('withdrawal.confirm.submit')}
          </button>
          <a className="button button--ghost" href={`${pathFor('withdrawal')}?${back.toString()}`}>
            {t('withdrawal.confirm.change')}
          </a>
        </div>
      </form>
    </section>
  );
}

function ClosedStep({ view }: { view: Extract<WithdrawalView, { kind: 'closed' }> }) {
  const t = useT();
  const { locale } = useShell();
  const { period } = view;
  return (
    <section className="withdrawal__card" data-testid="withdrawal-closed">
      <h2>{t('withdrawal.order', { code: view.order.code })}</h2>
      {period.kind === 'ended' ? (
        <>
          <p role="status">{t('withdrawal.period.ended', { date: calendarDate(locale, period.endsOn) })}</p>
          <a className="button button--primary" href={pathFor('complaint')} data-testid="withdrawal-complaint">
            {t('withdrawal.period.complaint')}
          </a>
        </>
      ) : (
        <p role="status">{t('withdrawal.period.cancelled')}</p>
      )}
    </section>
  );
}

function DoneStep({ view }: { view: Extract<WithdrawalView, { kind: 'done' }> }) {
  const t = useT();
  const { locale } = useShell();
  const { withdrawal } = view;
  return (
    <section className="withdrawal__card withdrawal__acknowledgement" data-testid="withdrawal-done">
      <h2>{t('withdrawal.order', { code: withdrawal.orderCode })}</h2>
      <p>
        <strong data-testid="withdrawal-at">
          {t('withdrawal.done.at', { dateTime: dateTime(locale, withdrawal.requestedAt) })}
        </strong>
      </p>
      <h3>{t('withdrawal.done.lines')}</h3>
      <ul className="withdrawal__chosen" data-testid="withdrawal-done-lines">
        {withdrawal.lines.map((line) => (
          <li key={line.itemId}>
            {line.name} × {line.amount}
          </li>
        ))}
      </ul>
      {withdrawal.reason ? (
        <p>
          {t('withdrawal.done.reason')}: {withdrawal.reason}
        </p>
      ) : null}
      <p>{t('withdrawal.done.next')}</p>
      <p>{t('withdrawal.done.mail')}</p>
      <button type="button" className="button button--ghost withdrawal__print" onClick={() => window.print()}>
        {t('withdrawal.done.print')}
      </button>
    </section>
  );
}

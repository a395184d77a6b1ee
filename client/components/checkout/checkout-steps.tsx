import { pathFor } from '../../../shared/route-paths';
import { useT } from '../../shell-context';

const STEPS = [
  { route: 'checkout', key: 'checkout.steps.cart' },
  { route: 'checkout-methods', key: 'checkout.steps.methods' },
  { route: 'checkout-info', key: 'checkout.steps.info' },
  { route: 'checkout-finished', key: 'checkout.steps.finished' },
] as const;

/** The step bar above every checkout page; earlier steps are links back (number and name). */
export function CheckoutSteps({ current }: { current: 0 | 1 | 2 | 3 }) {
  const t = useT();
  return (
    <nav className="checkout-steps" aria-label={t('checkout.steps.label')}>
      <ol>
        {STEPS.map((step, index) => {
          const state = index < current ? 'done' : index === current ? 'current' : 'todo';
          return (
            <li
              key={step.route}
              className={`checkout-steps__step checkout-steps__step--${state}`}
              aria-current={state === 'current' ? 'step' : undefined}
            >
              {state === 'done' && current < 3 ? (
                // The step's number is part of its link: on a phone, where only the current step's
                // name shows, the number is what shows of the link (never a 1 px link in the Tab order).
                <a className="checkout-steps__link" href={pathFor(step.route)}>
                  <StepIndex index={index} />
                  <span className="checkout-steps__name">{t(step.key)}</span>
                </a>
              ) : (
                <>
                  <StepIndex index={index} />
                  <span className="checkout-steps__name">{t(step.key)}</span>
                </>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

function StepIndex({ index }: { index: number }) {
  return (
    <span className="checkout-steps__index" aria-hidden="true">
      {index + 1}
    </span>
  );
}

import { pathFor } from '../../../shared/route-paths';
import { useT } from '../../shell-context';

const STEPS = [
  { route: 'checkout', key: 'checkout.steps.cart' },
  { route: 'checkout-methods', key: 'checkout.steps.methods' },
  { route: 'checkout-info', key: 'checkout.steps.info' },
  { route: 'checkout-finished', key: 'checkout.steps.finished' },
] as const;

/** The step bar above every checkout page; earlier steps are links back. */
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
              <span className="checkout-steps__index" aria-hidden="true">
                {index + 1}
              </span>
              {state === 'done' && current < 3 ? (
                <a href={pathFor(step.route)}>{t(step.key)}</a>
              ) : (
                <span>{t(step.key)}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

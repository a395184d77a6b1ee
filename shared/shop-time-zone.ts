/**
 * The shop's clock (SPEC 9 default timezone): delivery days, order dates and published dates are
 * counted here whatever zone the worker or the browser runs in. A module of its own so that a
 * date label does not pull the delivery-day rules into the browser.
 */
export const DEFAULT_TIME_ZONE = 'Europe/Paris';

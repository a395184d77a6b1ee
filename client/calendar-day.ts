/** The one day formatter lives in shared/ (the worker writes delivery promises with it too). */
export { dayMonth } from '../shared/calendar-day';

import { useRouter } from '../router/router-context';

/** A thin bar at the top while a client-side navigation loads. */
export function NavigationProgress() {
  const { pending } = useRouter();
  return <div className={`nav-progress${pending ? ' nav-progress--active' : ''}`} aria-hidden="true" />;
}

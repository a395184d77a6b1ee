import { SERVICE_PAGE } from '../../shared/route-policies';
import type { PageRoutes } from '../../shared/route-types';

/**
 * The accessibility statement (European Accessibility Act; SK Act 351/2022, CZ Act 424/2023) on both
 * sites: `/pristupnost` is the word in Slovak and in Czech; German has its own path
 * (worker/urls/locale-routes.ts). Linked from every footer.
 */
export const routes = {
  page: 'accessibility',
  policy: SERVICE_PAGE,
  routes: [
    {
      name: 'accessibility',
      pattern: '/pristupnost',
    },
  ],
} as const satisfies PageRoutes;

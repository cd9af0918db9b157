import { lazy } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { MENU_BY_ROUTE } from '../features/access/menu-gate';
import type { RouteHandle } from '../lib/route-meta';
import { AdaptiveLayout } from './layouts/adaptive-layout';
import { PublicLayout } from './layouts/public-layout';
import { Root } from './root';
import { RouteErrorScreen } from './route-error-screen';
import { RouteScreen } from './route-screen';
import { APP_ROUTES, type AppRoute, notFoundScreen } from './routes';

function toRouteObject(route: AppRoute): RouteObject {
  const Screen = lazy(route.screen);
  const handle: RouteHandle = { route };
  return {
    path: route.path,
    handle,
    errorElement: <RouteErrorScreen />,
    element: (
      <RouteScreen
        Screen={Screen}
        isPrivate={route.private}
        redirectTo={route.redirectTo}
        menu={MENU_BY_ROUTE.get(route.path)}
      />
    ),
  };
}

const NotFound = lazy(notFoundScreen);

const notFoundHandle: RouteHandle = {
  route: { path: '*', title: 'Page Not Found', area: 'public', private: false, tenantAware: false },
};

/** The route objects of the whole app, built from the route table (exported for tests). */
export function buildRouteObjects(routes: readonly AppRoute[] = APP_ROUTES): RouteObject[] {
  return [
    {
      id: 'root',
      element: <Root />,
      errorElement: <RouteErrorScreen />,
      children: [
        {
          element: <PublicLayout />,
          children: routes.filter((route) => route.layout === 'public').map(toRouteObject),
        },
        {
          element: <AdaptiveLayout />,
          children: [
            ...routes.filter((route) => route.layout === 'adaptive').map(toRouteObject),
            {
              path: '*',
              handle: notFoundHandle,
              errorElement: <RouteErrorScreen />,
              element: <RouteScreen Screen={NotFound} isPrivate={false} />,
            },
          ],
        },
      ],
    },
  ];
}

export function createAppRouter() {
  return createBrowserRouter(buildRouteObjects());
}

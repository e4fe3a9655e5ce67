import { describe, expect, it } from 'vitest';
import { PUBLIC_PAGE_MODULES } from './public-page-modules';
import { publicRoutes } from './public-routes';
import routesSource from './public-routes.tsx?raw';

// The build preloads PUBLIC_PAGE_MODULES[path] for the opened path; if the table and the routes
// drifted apart, a page would silently lose its preload (or the build would fail to find it).
describe('public page modules', () => {
  it('name a module for every public route, and no other path', () => {
    expect(Object.keys(PUBLIC_PAGE_MODULES).sort()).toEqual(
      publicRoutes.map((route) => route.path).sort(),
    );
  });

  it('are the files that public-routes.tsx imports', () => {
    for (const module of new Set(Object.values(PUBLIC_PAGE_MODULES))) {
      const specifier = module.replace(/^src\//, '../').replace(/\.tsx$/, '');
      expect(routesSource, module).toContain(`import('${specifier}')`);
    }
  });
});

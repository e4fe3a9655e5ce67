import { describe, expect, it } from 'vitest';
import { PUBLIC_PAGES } from './public-pages';
import { publicRoutes } from './public-routes';
import routesSource from './public-routes.tsx?raw';

// The build preloads PUBLIC_PAGES[path].module for the opened path; if the table and the routes
// drifted apart, a page would silently lose its preload (or the build would fail to find it).
describe('public pages table', () => {
  it('has an entry for every public route, and no other path', () => {
    expect(Object.keys(PUBLIC_PAGES).sort()).toEqual(
      publicRoutes.map((route) => route.path).sort(),
    );
  });

  it('names the files that public-routes.tsx imports', () => {
    for (const { module } of Object.values(PUBLIC_PAGES)) {
      const specifier = module.replace(/^src\//, '../').replace(/\.tsx$/, '');
      expect(routesSource, module).toContain(`import('${specifier}')`);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { adminOnlyChunks, type ChunkLinks } from './visitor-precache';

const chunk = (fileName: string, links: Partial<ChunkLinks> = {}): ChunkLinks => ({
  fileName,
  isEntry: false,
  facadeModuleId: null,
  imports: [],
  dynamicImports: [],
  ...links,
});

describe('adminOnlyChunks', () => {
  it('leaves out what only the admin routes reach, and keeps what a visitor page shares', () => {
    const chunks = [
      chunk('main.js', {
        isEntry: true,
        imports: ['react.js'],
        dynamicImports: ['News.js', 'ar.js'],
      }),
      chunk('react.js'),
      chunk('News.js', {
        facadeModuleId: '/p/src/features/content/components/NewsPage.tsx',
        imports: ['mui.js'],
      }),
      chunk('ar.js', {
        facadeModuleId: '/p/src/app/admin-routes.tsx',
        imports: ['react.js', 'mui.js'],
        dynamicImports: ['Manage.js'],
      }),
      chunk('Manage.js', {
        facadeModuleId: '/p/src/features/content/admin/ManageArticles.tsx',
        imports: ['editor.js', 'mui.js'],
      }),
      chunk('editor.js'),
      chunk('mui.js'),
    ];
    expect(adminOnlyChunks(chunks).sort()).toEqual(['Manage.js', 'ar.js', 'editor.js']);
  });

  it('keeps an admin chunk that a visitor page imports itself', () => {
    const chunks = [
      chunk('main.js', { isEntry: true, dynamicImports: ['Login.js', 'Catches.js'] }),
      chunk('Login.js', { facadeModuleId: '/p/src/features/auth/components/AdminLoginPage.tsx' }),
      chunk('Catches.js', { imports: ['shared-admin.js'] }),
      chunk('shared-admin.js'),
    ];
    expect(adminOnlyChunks(chunks)).toEqual(['Login.js']);
  });
});

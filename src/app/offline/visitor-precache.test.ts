import { describe, expect, it } from 'vitest';
import { onDemandChunks, type ChunkLinks } from './visitor-precache';

const chunk = (fileName: string, links: Partial<ChunkLinks> = {}): ChunkLinks => ({
  fileName,
  isEntry: false,
  facadeModuleId: null,
  moduleIds: [],
  imports: [],
  dynamicImports: [],
  ...links,
});

describe('onDemandChunks', () => {
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
    expect(onDemandChunks(chunks).sort()).toEqual(['Manage.js', 'ar.js', 'editor.js']);
  });

  it('keeps an admin chunk that a visitor page imports itself', () => {
    const chunks = [
      chunk('main.js', { isEntry: true, dynamicImports: ['Login.js', 'Catches.js'] }),
      chunk('Login.js', { facadeModuleId: '/p/src/features/auth/components/AdminLoginPage.tsx' }),
      chunk('Catches.js', { imports: ['shared-admin.js'] }),
      chunk('shared-admin.js'),
    ];
    expect(onDemandChunks(chunks)).toEqual(['Login.js']);
  });

  it('leaves out what a visitor opens only on purpose, and what only that loads', () => {
    const chunks = [
      chunk('main.js', {
        isEntry: true,
        imports: ['react.js'],
        dynamicImports: ['Catches.js', 'Card.js', 'auth.js', 'firebase.js'],
      }),
      chunk('react.js'),
      chunk('Catches.js', {
        facadeModuleId: '/p/src/features/catches/components/CatchesPage.tsx',
        // The form's code and the Auth and Storage its sending loads, fetched ahead (outbox/).
        dynamicImports: ['Submit.js', 'Zoom.js', 'auth.js', 'storage.js'],
      }),
      chunk('Zoom.js', {
        facadeModuleId: '/p/src/features/catches/components/CatchPhotoDialog.tsx',
      }),
      chunk('Submit.js', {
        facadeModuleId: '/p/src/features/catches/components/SubmitCatchDialog.tsx',
        imports: ['zod.js', 'storage.js'],
      }),
      chunk('zod.js'),
      // Shared by the form and Firebase's loader: no facade, only Storage's own modules.
      chunk('storage.js', {
        moduleIds: [
          '/p/node_modules/@firebase/storage/dist/index.esm.js',
          '/p/node_modules/firebase/storage/dist/esm/index.esm.js',
        ],
      }),
      chunk('Card.js', {
        facadeModuleId: '/p/src/features/membership/components/CardPage.tsx',
        imports: ['react.js'],
        dynamicImports: ['qrcode.js'],
      }),
      chunk('qrcode.js', { facadeModuleId: '/p/node_modules/qrcode/lib/browser.js' }),
      chunk('auth.js', { facadeModuleId: '/p/node_modules/firebase/auth/dist/esm/index.esm.js' }),
      chunk('firebase.js', {
        facadeModuleId: '/p/src/lib/firebase.ts',
        imports: ['firestore.js'],
        dynamicImports: ['storage.js', 'auth.js'],
      }),
      chunk('firestore.js', { moduleIds: ['/p/node_modules/@firebase/firestore/dist/lite/x.js'] }),
    ];
    expect(onDemandChunks(chunks).sort()).toEqual([
      'Card.js',
      'Submit.js',
      'auth.js',
      'qrcode.js',
      'storage.js',
      'zod.js',
    ]);
  });

  it("keeps what a visitor's chunk imports statically, whatever made it", () => {
    const chunks = [
      chunk('main.js', { isEntry: true, dynamicImports: ['Water.js'] }),
      chunk('Water.js', { imports: ['qrcode.js'], dynamicImports: ['qrcode.js'] }),
      chunk('qrcode.js', { facadeModuleId: '/p/node_modules/qrcode/lib/browser.js' }),
    ];
    expect(onDemandChunks(chunks)).toEqual([]);
  });
});

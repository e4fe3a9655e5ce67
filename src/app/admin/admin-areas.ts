import { areaOf, PERMISSION_FLAGS, type PermissionFlag } from '../../config/areas';

/**
 * The dashboard's buttons (docs/product-spec.md §2) and the flag each needs: each area's button
 * and its `links` (src/config/areas.ts), Manage Admins first.
 */
export const ADMIN_AREAS: { label: string; path: string; flag: PermissionFlag }[] = [
  ...PERMISSION_FLAGS.filter((flag) => flag === 'superAdmin'),
  ...PERMISSION_FLAGS.filter((flag) => flag !== 'superAdmin'),
].flatMap((flag) => {
  const area = areaOf(flag);
  return [{ label: area.button ?? area.label, path: area.path }, ...(area.links ?? [])].map(
    (button) => ({ label: button.label, path: `/admin/${button.path}`, flag }),
  );
});

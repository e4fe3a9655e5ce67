import { queryOptions } from '@tanstack/react-query';
import type { AdminUser } from '../types';
import { callAdminServer } from '../../../lib/admin-server';

export async function listUsers(): Promise<AdminUser[]> {
  const { users } = await callAdminServer<{ users: AdminUser[] }>('/listAllUsers');
  return users;
}

export const usersQuery = queryOptions({ queryKey: ['admin-users'], queryFn: listUsers });

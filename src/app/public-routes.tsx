import type { RouteObject } from 'react-router-dom';
import { HomePage } from '../features/content/components/HomePage';

/** The public pages of the route table (spec section 2). Home is eager: it is the landing page. */
export const publicRoutes: RouteObject[] = [{ path: '/', element: <HomePage /> }];

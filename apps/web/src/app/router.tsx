import { createHashRouter } from 'react-router';
import { routes } from './routes';

/** Hash-based URLs (spec §2): `#/auth/login`, `#/company-profile`, … */
export const router = createHashRouter(routes);

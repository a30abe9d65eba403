import { Navigate } from 'react-router';
import { useSessionUser } from '../lib/session';
import { CompanyOverview } from './company-page';

/**
 * `company` (spec §2, the company area): a company admin's own company at a glance — profile,
 * admins, openings, partner schools, applicants per stage, and links to where each is run. The
 * Admin's company area is the companies list (md-company), whose rows open `company/:id`. No other
 * role opens it (the guard answers 403).
 */
export function CompanyAreaPage() {
  const user = useSessionUser();
  if (user?.role === 'admin') return <Navigate to="/md-company" replace />;
  return <CompanyOverview id={user?.company_id ?? ''} own />;
}

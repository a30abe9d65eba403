import { useParams } from 'react-router';
import { CompanyOpeningsPage } from './company-openings-page';
import { MasterDataFormPage } from '../features/master-data/pages/master-data-form-page';
import { MasterDataListPage } from '../features/master-data/pages/master-data-list-page';
import { useRequirementsPart } from '../features/recommendations/components/requirements-editor';
import { useScreeningPart } from '../features/applications/components/screening-questions-part';
import { joinParts } from '../components/crud/form-part';
import { useSessionUser } from '../lib/session';

/**
 * `/md-opportunity`: a company's openings are its main object, so a company admin gets them as a
 * list with applicants per stage and links to their work; the Admin, who oversees every company's
 * openings, keeps the generic list with search, export and bulk actions.
 */
export function OpeningsListPage() {
  const user = useSessionUser();
  return user?.role === 'admin_perusahaan' ? <CompanyOpeningsPage /> : <MasterDataListPage />;
}

/**
 * `/md-opportunity/<id>` and `/md-opportunity/new`: one form holds the opening, its matching
 * requirements and its screening questions, saved together by its one submit, so nobody looks for
 * them on the recommendations page.
 */
export function OpeningFormPage() {
  const { id } = useParams();
  const openingId = id && id !== 'new' ? id : undefined;
  const requirements = useRequirementsPart(openingId);
  const screening = useScreeningPart(openingId);
  return <MasterDataFormPage part={joinParts(requirements, screening)} />;
}

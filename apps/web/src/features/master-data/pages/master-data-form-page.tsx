import { Navigate, useParams } from 'react-router';
import { FORBIDDEN_PATH } from '../../../app/guards';
import { CrudFormPage } from '../../../components/crud/crud-form-page';
import { CompanyLogoCard } from '../../../components/company-logo-card';
import type { FormPart } from '../../../components/crud/form-part';
import { FieldsGate } from '../components/fields-gate';
import { SCREEN_SCHEMAS } from '../screen-schemas';
import type { MasterDataPath } from '../screens';
import { useScreen } from '../use-screen';

/**
 * Create (`/md-student/new`), edit or — for read-only roles — view (`/md-student/<id>`) one row; `part`
 * adds a page's own inputs to the same form and save (an opening's matching requirements).
 */
export function MasterDataFormPage({ part }: { part?: FormPart } = {}) {
  const { id } = useParams();
  const { screen, fields, access } = useScreen();
  if (!screen || !access) return null;
  const rowId = id === 'new' ? undefined : id;
  // The route guard lets the role open the screen; creating needs the create permission too.
  if (!rowId && !access.permissions.create) return <Navigate to={FORBIDDEN_PATH} replace />;
  const readOnly = rowId ? !access.permissions.update : false;
  const createOnly: readonly string[] = ('createOnly' in screen ? screen.createOnly : undefined) ?? [];
  return (
    <FieldsGate fields={fields}>
      {(data) => (
        <CrudFormPage
          key={`${screen.path}/${rowId ?? 'new'}`}
          path={screen.path}
          model={screen.model}
          title={access.title}
          id={rowId}
          fields={data}
          createSchema={SCREEN_SCHEMAS[screen.path as MasterDataPath].create}
          updateSchema={SCREEN_SCHEMAS[screen.path as MasterDataPath].update}
          multiple={'multiple' in screen ? screen.multiple : undefined}
          hiddenFields={readOnly ? access.scoped : [...access.scoped, ...access.locked[rowId ? 'update' : 'create']]}
          createOnly={createOnly}
          defaults={access.defaults}
          readOnly={readOnly}
          titles={screen.formTitles}
          display={screen.display}
          part={part}
          aside={screen.model === 'perusahaan' && access.permissions.update ? (row) => <CompanyLogoCard company={row} /> : undefined}
        />
      )}
    </FieldsGate>
  );
}

import { useParams } from 'react-router-dom';
import { OrganizationAdminView } from '@/features/organizations/components/admin/organization-admin-view';

/** /organizations/update-organization/{id} (admin). */
export function UpdateOrganizationRoute() {
  const { id } = useParams();
  return <OrganizationAdminView id={Number(id)} />;
}

import { useParams } from 'react-router-dom';
import { OrganizationAdminPage } from '@/features/organizations/components/admin/organization-admin-page';

export function UpdateOrganizationRoute() {
  const { id } = useParams();
  return <OrganizationAdminPage id={Number(id)} />;
}

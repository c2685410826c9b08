import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { OrganizationEditPage } from '@/features/organizations/components/organization-edit-page';

export function EditOrganizationRoute() {
  const navigate = useNavigate();
  return <OrganizationEditPage onSaved={() => void navigate(paths.organizations.own)} />;
}

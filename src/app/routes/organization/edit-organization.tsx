import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { OrganizationEditScreen } from '@/features/organizations/components/organization-edit-screen';

/** /organization/edit (spec §2 'Organisation profile edit screen'): back to the profile once saved. */
export function EditOrganizationRoute() {
  const navigate = useNavigate();
  return <OrganizationEditScreen onSaved={() => void navigate(paths.organizations.own)} />;
}

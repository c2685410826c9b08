import { useParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { MemberEditPage } from '@/features/members/components/member-edit-page';
import { MEMBERS_TAB } from '@/features/members/members-url-state';

const toId = (raw: string | undefined) => {
  const id = Number(raw);
  return Number.isInteger(id) && id > 0 ? id : null;
};

export function MemberRoute() {
  const { id } = useParams();
  return (
    <MemberEditPage key={id} memberId={toId(id)} backTo={`${paths.organizations.own}?tab=${MEMBERS_TAB}`} />
  );
}

import { useParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { MemberEditScreen } from '@/features/members/components/member-edit-screen';
import { MEMBERS_TAB } from '@/features/members/components/member-list-query';

const toId = (raw: string | undefined) => {
  const id = Number(raw);
  return Number.isInteger(id) && id > 0 ? id : null;
};

/** /organization/{id}: 'update member information', back to the members tab. */
export function MemberRoute() {
  const { id } = useParams();
  return (
    <MemberEditScreen key={id} memberId={toId(id)} backTo={`${paths.organizations.own}?tab=${MEMBERS_TAB}`} />
  );
}

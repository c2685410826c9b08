export const MEMBER_FIELD_NAMES = {
  id: ['userId', 'memberId'],
  name: ['firstName'],
  surname: ['lastName'],
  email: ['emailAddress', 'mail'],
  status: ['userStatus', 'memberStatus'],
  createdAt: ['creationDate', 'createdDate', 'createDate'],
} as const;

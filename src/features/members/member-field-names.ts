// A member's field names as a backend written from the spec may give them (the spec: name, surname,
// email, temporary password, 'user status'). Each field the app reads, with the other names it
// accepts, in order; the app's name always wins. The one table for members; docs/api.md lists it.

export const MEMBER_FIELD_NAMES = {
  id: ['userId', 'memberId'],
  name: ['firstName'],
  surname: ['lastName'],
  email: ['emailAddress', 'mail'],
  status: ['userStatus', 'memberStatus'],
  createdAt: ['creationDate', 'createdDate', 'createDate'],
} as const;

import { paths } from '@/config/paths';
import { guarded, lazyScreen } from './lazy-screen';

const area = 'organizations';

export const organizationsRoutes = () => [
  guarded({ area, action: 'view:profile', words: 'profile' }, [
    lazyScreen(() => import('../routes/profile/profile'), 'ProfileRoute', {
      path: paths.profile.view,
      feature: 'profile',
    }),
    lazyScreen(() => import('../routes/profile/profile-edit'), 'ProfileEditRoute', {
      path: paths.profile.edit,
      feature: 'profile',
    }),
    lazyScreen(() => import('../routes/profile/update-password'), 'UpdatePasswordRoute', {
      path: paths.profile.password,
      feature: 'profile',
    }),
  ]),
  guarded({ area, action: 'view:notifications', words: 'notifications' }, [
    lazyScreen(() => import('../routes/profile/notification-settings'), 'NotificationSettingsRoute', {
      path: paths.profile.notifications,
      feature: 'notifications',
    }),
  ]),
  guarded({ area, action: 'view:organization', words: 'organizations' }, [
    lazyScreen(() => import('../routes/organizations/own-organization'), 'OwnOrganizationRoute', {
      path: paths.organizations.own,
      ownHeading: 'ownOrganization',
    }),
    lazyScreen(() => import('../routes/organizations/edit-organization'), 'EditOrganizationRoute', {
      path: paths.organizations.edit,
    }),
    lazyScreen(() => import('../routes/organizations/member'), 'MemberRoute', {
      path: paths.organizations.one(),
    }),
    lazyScreen(() => import('../routes/organizations/users'), 'UsersRoute', {
      path: paths.organizations.users,
      ownHeading: 'users',
      feature: 'members',
    }),
  ]),
  guarded({ area, action: 'view:carrierProfile', words: 'carrier-profile' }, [
    lazyScreen(() => import('../routes/organizations/organization-details'), 'OrganizationDetailsRoute', {
      path: paths.organizations.details,
      feature: 'carrierProfile',
    }),
  ]),
  guarded({ area, action: 'view:organizations', words: 'organizations' }, [
    lazyScreen(() => import('../routes/organizations/organizations-list'), 'OrganizationsListRoute', {
      path: paths.organizations.list,
      ownHeading: 'organizations',
    }),
    lazyScreen(() => import('../routes/organizations/update-organization'), 'UpdateOrganizationRoute', {
      path: paths.organizations.update(),
    }),
  ]),
];

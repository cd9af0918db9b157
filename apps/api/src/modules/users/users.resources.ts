import {
  ZUser,
  ZUserCreate,
  ZUserSetting,
  ZUserSettingCreate,
  ZUserSettingUpdate,
  ZUserUpdate,
} from '@ankur/shared/schemas/users';
import { userSettings, users } from '../../db/schema/identity.ts';
import { access } from '../../plugins/access.ts';
import { defineResource } from '../../resources/define.ts';

export const userResources = [
  defineResource({
    tag: 'Users',
    prefix: 'global-user/users/',
    table: users,
    idKey: 'user_id',
    ops: { get: 'getUser', create: 'createUser', update: 'updateUser', delete: 'deleteUser' },
    idsKey: 'user_ids',
    row: ZUser,
    create: ZUserCreate,
    update: ZUserUpdate,
    searchFields: ['username', 'firstName', 'lastName', 'email'],
    menu: 'Admin Center',
    // e-mail addresses and phone numbers of others are for administrators only
    readAccess: access.admin,
  }),
  defineResource({
    tag: 'User settings',
    prefix: 'user/userSettings/',
    table: userSettings,
    idKey: 'user_setting_id',
    ops: {
      get: 'getUserSetting',
      create: 'createUserSetting',
      update: 'updateUserSetting',
      delete: 'deleteUserSetting',
    },
    idsKey: 'user_setting_ids',
    row: ZUserSetting,
    create: ZUserSettingCreate,
    update: ZUserSettingUpdate,
    searchFields: ['language', 'theme'],
    menu: 'Settings',
    readAccess: access.admin,
  }),
];

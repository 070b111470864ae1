export {
  activeNotifications,
  activePresets,
  listMenus,
  type MenuItem,
  type Notification,
  type Preset,
  publicConfigs,
  shopContact,
  translationOverrides,
} from './service.ts';

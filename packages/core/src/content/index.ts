export {
  activeNotifications,
  activePresets,
  listMenus,
  type MenuItem,
  type Notification,
  type Preset,
  publicConfigs,
  translationOverrides,
} from './service.ts';

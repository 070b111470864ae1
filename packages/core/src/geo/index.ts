export {
  listPostalZones,
  type PostalZone,
  type ZoneLevel,
  zoneLevel,
  zoneTrail,
} from './service.ts';

export { listPostalZones, type PostalZone, type ZoneLevel, zoneLevel } from './service.ts';

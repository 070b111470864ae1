import type { AirportName } from './types.ts';

/** "Chinggis Khaan International Airport (UBN)", or the code alone when the search knew none. */
export const airportText = (airport: AirportName): string =>
  airport.name ? `${airport.name} (${airport.iata})` : airport.iata;

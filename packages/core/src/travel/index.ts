export { TAKING_STATES } from './availability.ts';
export {
  anyBookingSql,
  type BookingView,
  type BuyerOfOrder,
  bookingQuantitySql,
  bookingsOf,
  bookingTotalSql,
  cancellationFee,
  confirmBookings,
  dropCartBookings,
  holdBookings,
  MAX_BOOKINGS_PER_CART,
  moveCartBookings,
  type PreparedBooking,
  prepareBooking,
  putBookingInCart,
  releaseBookings,
  removeCartBooking,
  repriceBookings,
  stayBookingInput,
  TOUR_FREE_CANCEL_DAYS,
  tourBookingInput,
} from './bookings.ts';
export { addDays, ubToday } from './dates.ts';
export {
  type AmenityView,
  amenityList,
  calculatePrice,
  type HotelDetailView,
  type HotelView,
  hotelDetail,
  hotelRooms,
  listHotels,
  type RoomOfferView,
  type RoomTypeView,
  type StayPriceView,
} from './hotels.ts';
export type { Passenger } from './schema.ts';
export { BOOKING_HORIZON_DAYS, MAX_GUESTS, MAX_STAY_NIGHTS, stayQuery } from './stays.ts';
export {
  type DepartureView,
  GENDERS,
  listTours,
  MAX_SEATS_PER_BOOKING,
  passengerInput,
  type TourDetailView,
  type TourView,
  tourDetail,
} from './tours.ts';

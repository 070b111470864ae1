export {
  BOOKMARK_TYPES,
  type Bookmark,
  type BookmarkType,
  bookmarkTypeField,
  isBookmarked,
  listBookmarks,
  toggleBookmark,
} from './bookmarks.ts';
export {
  type CommentInput,
  type CommentView,
  commentInput,
  deleteComment,
  postComment,
  rateComment,
  reviewComments,
  reviewOfComment,
  setCommentHidden,
} from './comments.ts';
export {
  CONTACT_MESSAGE_MAX,
  CONTACT_RULES,
  type ContactInput,
  contactInput,
  sendContactMessage,
} from './contact.ts';
export { mergeGuestWishes } from './merge-guest-wishes.ts';
export {
  PRICE_OPINIONS,
  type PriceOpinion,
  type PriceOpinions,
  priceOpinionField,
  priceOpinions,
  setPriceOpinion,
} from './price-opinions.ts';
export {
  acceptQuote,
  answerQuote,
  myQuote,
  myQuotes,
  QUOTE_DESCRIPTION_MAX,
  QUOTE_MAX_QUANTITY,
  QUOTE_MAX_VALID_DAYS,
  QUOTE_RULES,
  QUOTE_STATES,
  QUOTES_SHOWN,
  type QuoteAnswer,
  type QuoteInput,
  type QuoteState,
  type QuoteView,
  quotableOffer,
  quoteAnswerInput,
  quoteInput,
  requestQuote,
  staffQuotes,
} from './quotes.ts';
export {
  MAX_REVIEW_IMAGES,
  REVIEW_IMAGE_MAX_BYTES,
  REVIEW_IMAGE_NAME_MAX,
  type ReviewUpload,
} from './review-images.ts';
export {
  deleteReview,
  productReviews,
  REVIEW_SORTS,
  REVIEW_TEXT_MAX,
  REVIEWS_PER_PAGE,
  type ReviewInput,
  type ReviewPage,
  type ReviewPicture,
  type ReviewSort,
  type ReviewView,
  ratingField,
  reviewInput,
  reviewTextField,
  setReviewHidden,
  writeReview,
} from './reviews.ts';
export {
  type AccountStockAlert,
  cancelStockAlert,
  listStockAlerts,
  pruneStockAlerts,
  queueStockAlerts,
  requestStockAlert,
  STOCK_ALERT_RULES,
  STOCK_ALERTS_EVERY_MS,
  STOCK_ALERTS_JOB,
  type StockAlertRequest,
  stockAlertJobs,
  stockAlertsOfUser,
  stockDemand,
  waitingFor,
} from './stock-alerts.ts';
export {
  confirmSubscription,
  isSubscribed,
  SUBSCRIBE_RULES,
  type SubscriptionLinks,
  type SubscriptionMail,
  subscribe,
  unsubscribe,
} from './subscriptions.ts';
export {
  deleteVendorReview,
  type VendorReviewPage,
  type VendorReviewView,
  vendorReviews,
  writeVendorReview,
} from './vendor-reviews.ts';
export {
  queueWishAlerts,
  WISH_ALERTS_EVERY_MS,
  WISH_ALERTS_JOB,
  wishAlertJobs,
  wishNews,
} from './wish-alerts.ts';
export type { WishOwner } from './wish-owner.ts';
export { type WishToCart, wishesToCart } from './wish-to-cart.ts';
export {
  sharedWishlistView,
  type WishlistView,
  type WishView,
  wishlistsView,
} from './wishlist-view.ts';
export {
  addWish,
  createList,
  deleteList,
  deleteWish,
  emptyList,
  MAX_WISHES_PER_LIST,
  MAX_WISHLISTS,
  moveWish,
  removeProductWishes,
  removeWish,
  setHeart,
  shareList,
  stopSharing,
  updateList,
  WISHLIST_NAME_MAX,
  wishedIds,
  wishedVariantIds,
  wishlistNameField,
} from './wishlists.ts';

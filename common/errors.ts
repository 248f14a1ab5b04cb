/**
 * The error catalogue (docs/glossary.md, storefront spec §8, docs/glossary.md, editor spec §8): every key the API
 * may answer. The browser shows the translation for the key, else the raw message.
 */
export const ERROR_KEYS = [
  "unknownError",
  "customError",
  "invalidData",
  "notFound",
  "operationNotFound",
  "methodNotAllowed",
  "unauthorized",
  "forbidden",
  "csrfTokenMismatch",
  "tooManyRequests",
  "payloadTooLarge",
  "unsupportedMediaType",
  "invalidLoginData",
  "userBlocked",
  "emailAlreadyExists",
  "wrongCurrentPassword",
  // Password recovery (storefront spec §8 "Invalid reset-password URL"; docs/account.md)
  "invalidResetUrl",
  // Email change (docs/account.md)
  "emailUnchanged",
  "invalidEmailChangeUrl",
  "addressNotFound",
  "variationNotFound",
  "wishlistFull",
  "itemNotFound",
  "reviewNotFound",
  "reviewAlreadyExists",
  "fileNotSupported",
  "fileUploadFailed",
  "orderPropertyNotFound",
  "propertyFileNotFound",
  "tooManyPropertyFiles",
  // Countries, VAT and shipping (docs/glossary.md, storefront spec §8).
  "countryNotFound",
  "vatNumberInvalid",
  "vatServiceError",
  "vatNumberRecheck",
  "shippingMethodNotAvailable",
  "noShippingMethodsAvailable",
  "shippingCalculationFailed",
  // Cart (docs/glossary.md, storefront spec §8 "Cart add" and "Cart"; docs/cart.md)
  "basketItemSetMismatch",
  "basketMaxItemQuantity",
  "basketMaxVariationQuantity",
  "basketMinVariationQuantity",
  "basketNotEnoughStock",
  "basketItemNotAdded",
  "basketItemNotFound",
  "basketItemNotRemoved",
  "basketOrderExceedsMaxQuantity",
  "basketItemsRemoved",
  "reachedMaximumQuantity",
  "basketOversellingWarning",
  "orderPropertyRequired",
  "orderPropertyInvalid",
  "orderAgainNothingChosen",
  // The attributes chosen on the product page name no orderable variation (docs/glossary.md, storefront spec §5).
  "invalidVariation",
  // DHL preferred delivery, pickup stations (docs/glossary.md, storefront spec §§5 and 8; docs/preferred-delivery.md)
  "preferredDeliveryNotAvailable",
  "preferredDayNotAvailable",
  "pickupStationNoResult",
  "pickupStationNotFound",
  // Orders (docs/glossary.md, storefront spec §8 "Order"; docs/orders.md)
  "orderCartEmpty",
  "orderCheckoutIncomplete",
  "basketChanged",
  "orderNotEnoughStock",
  "orderRetryLater",
  "orderCreationFailed",
  "orderNotFound",
  "orderLoadFailed",
  "orderSoftLoginFailed",
  "orderAuthenticationRequired",
  // The back office's order actions (docs/back-office.md)
  "orderCanceled",
  "orderShipped",
  "refundTooHigh",
  "refundFailed",
  // Returns (docs/after-sales.md "Returns")
  "returnNotPossible",
  "returnQuantities",
  "returnNotFound",
  "returnCanceled",
  "returnReceivedAlready",
  "returnNotReceived",
  "returnShippingRefunded",
  "returnRefundTooHigh",
  "returnNothingReceived",
  // Offers (docs/after-sales.md "Offers"; storefront spec §8 "Offer")
  "offerNotFound",
  "offerExpired",
  "offerAlreadyTaken",
  "offerItemOutOfStock",
  "offerVatChanged",
  "offerLoginRequired",
  "offerNotSendable",
  "offerLinkLost",
  "offerInvalid",
  // Adding guest orders to the account (storefront spec §8 "Order"; docs/account.md)
  "orderNotAddedToAccount",
  "orderMigrateUnauthorized",
  // Payment (docs/glossary.md, storefront spec §8 "Payment", §5 "Card form"; docs/payments.md)
  "paymentFailed",
  "paymentProviderError",
  "paymentUnknownResponse",
  "paymentOrderNotProcessable",
  "paymentNotCompleted",
  "paymentInvalidOrder",
  "paymentAssignmentFailed",
  "paymentNotFound",
  "paymentMethodNotAvailable",
  "paymentCardDataInvalid",
  "paymentNotChangeable",
  // Address book and checkout (docs/glossary.md, storefront spec §8 "Address"; docs/checkout.md)
  "addressSaveFailed",
  "addressDeleteFailed",
  "addressValidationFailed",
  // Coupons (docs/glossary.md, storefront spec §8 "Coupon"; docs/coupons.md)
  "couponInvalid",
  "couponExpired",
  "couponNoOpenAmount",
  "couponOnlyExistingCustomers",
  "couponOnlyNewCustomers",
  "couponOnlySubscription",
  "couponNotForSubscription",
  "couponNotForSpecialOffers",
  "couponPromotionRequired",
  "couponMinOrderValueNotReached",
  "couponNoMatchingItem",
  "couponWrongCustomerClass",
  "couponNotActivated",
  "couponRemovalFailed",
  // Page content of the editor (docs/glossary.md, editor spec §§3 and 8; docs/blocks.md)
  "editorSaveConflict",
  "blocksDocumentTooLarge",
  "blocksSchemaUnsupported",
  "blockSnapshotNotFound",
  // Editor (docs/glossary.md, editor spec §§6 and 8; docs/operators.md): an editor call with no valid operator session.
  "editorSessionExpired",
  // Newsletter (docs/glossary.md, storefront spec §8 "Newsletter"; docs/newsletter.md)
  "newsletterSubscriptionFailed",
  "humanCheckFailed",
  // The contact form (storefront spec §8 "Contact mail"; docs/contact.md)
  "contactSendFailed",
  "newsletterLinkExpired",
  "newsletterLinkInvalid",
  // Media library uploads (issue 5; docs/images.md "Media library and uploads")
  "mediaTypeUnsupported",
  "mediaTooLarge",
  "mediaInvalid",
  "mediaNotFound",
  "mediaInUse",
  // Page management of the editor (docs/glossary.md, editor spec §§5, 6 and 8; docs/pages.md)
  "pageNotFound",
  "pageSlugTaken",
  "pageParentInvalid",
  "homepageFixed",
  "pageTypeHasProducts",
  "homepageNotDeletable",
  "pageHasSubpages",
  // The shop's identity in the back office (docs/shop-settings.md)
  "shopIdentityConflict",
] as const;
export type ErrorKey = (typeof ERROR_KEYS)[number];

export function isErrorKey(value: unknown): value is ErrorKey {
  return typeof value === "string" && (ERROR_KEYS as readonly string[]).includes(value);
}

/** The failure envelope of every API answer. */
export type ApiErrorBody = {
  error: {
    key: string;
    code: number;
    message: string;
    /** Per-field messages of a validation failure (400). */
    fields?: Record<string, string>;
  };
  /** Events that hold even though the call failed (a failed cart add answers afterBasketChanged). */
  events?: Record<string, unknown>;
};

/** The success envelope of every API answer. */
export type ApiSuccessBody<T> = { data: T; events?: Record<string, unknown> };

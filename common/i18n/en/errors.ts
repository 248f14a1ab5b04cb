import { orderErrors } from "./order.ts";
import { returnErrors } from "./returns.ts";
import { offerErrors } from "./offers.ts";
import { couponErrorTexts } from "./coupon.ts";
import { blockErrorTexts } from "./blocks.ts";
import { newsletterErrorTexts } from "./newsletter.ts";
import { contactErrorTexts } from "./contact.ts";
import { editorPagesErrorTexts } from "./editor-pages.ts";
/** English texts: the error keys of the API (common/errors.ts). */
export const errorTexts = {
  errors: {
    unknownError: "Something went wrong. Please try again later.",
    customError: "{message}",
    invalidData: "Please check your input.",
    notFound: "Not found.",
    operationNotFound: "This operation does not exist.",
    methodNotAllowed: "This request method is not allowed here.",
    unauthorized: "Please log in to continue.",
    forbidden: "You are not allowed to do this.",
    csrfTokenMismatch: "Your session has expired. Please log in again.",
    tooManyRequests:
      "Too many attempts. Please wait {seconds, plural, one {# second} other {# seconds}} and try again.",
    payloadTooLarge: "The request is too large.",
    unsupportedMediaType: "This request format is not supported.",
    invalidLoginData: "Invalid login data",
    userBlocked: "User is blocked",
    emailAlreadyExists: "An account with this email already exists.",
    wrongCurrentPassword: "The current password is not correct.",
    invalidResetUrl: "This link to reset your password is invalid or has expired. Please ask for a new one.",
    emailUnchanged: "This is already your email address.",
    invalidEmailChangeUrl:
      "This confirmation link is invalid, has expired or has been used. You can ask for a new one in your account.",
    addressNotFound: "This address does not exist.",
    variationNotFound: "The item could not be found.",
    wishlistFull: "Your wishlist is full ({max, plural, one {# item} other {# items}}). Remove an item first.",
    itemNotFound: "This product does not exist.",
    reviewNotFound: "This review does not exist or is not yours.",
    reviewAlreadyExists: "You have already reviewed this product. You can edit your review.",
    fileNotSupported: "This file format is not supported.",
    fileUploadFailed: "The file could not be uploaded. Check the maximum allowed file size and file format.",
    orderPropertyNotFound: "This option does not exist for this product.",
    propertyFileNotFound: "This file no longer exists.",
    tooManyPropertyFiles: "You have uploaded too many files. Please try again later.",
    countryNotFound: "This country does not exist or we do not deliver there.",
    vatNumberInvalid: "The VAT number is invalid. Please check the country prefix and the number.",
    vatServiceError: "The VAT number cannot be checked right now. Please try again later.",
    vatNumberRecheck:
      "The VAT number could not be confirmed by the checking service right now. We checked its format and will check it again later.",
    shippingMethodNotAvailable: "The selected shipping method is no longer available. Please choose another one.",
    noShippingMethodsAvailable: "No shipping method is available for this delivery. Please contact the shop provider.",
    shippingCalculationFailed: "The shipping costs could not be calculated. Please try again later.",
    basketItemSetMismatch: "This set cannot be put into the cart as chosen.",
    basketMaxItemQuantity: "Your cart is full ({max, plural, one {# item} other {# items}}). Remove an item first.",
    basketMaxVariationQuantity: "You can order at most {max, number} of this item.",
    basketMinVariationQuantity: "The minimum order quantity of this item is {min, number}.",
    basketNotEnoughStock: "Not enough in stock. Available: {stock, number}.",
    basketItemNotAdded: "The item could not be added to the cart.",
    invalidVariation: "Please select a valid variation.",
    basketItemNotFound: "This item is no longer in your cart.",
    basketItemNotRemoved: "The item could not be removed.",
    basketOrderExceedsMaxQuantity: "The order exceeds the maximum quantity of {max, number} for this item.",
    basketItemsRemoved: "Some items were removed from your cart because they are no longer available.",
    reachedMaximumQuantity: "Only {stock, number} in stock: the quantity has been set to the maximum available.",
    orderPropertyRequired: 'Please fill in "{name}".',
    basketOversellingWarning:
      "Only {stock, number} in stock: {oversellingAmount, number} more will be ordered for you, which may take longer to deliver.",
    orderPropertyInvalid: 'The value for "{name}" is not valid.',
    orderAgainNothingChosen: "Please choose at least one item.",
    preferredDeliveryNotAvailable:
      "DHL preferred delivery is only possible to a German address with a 5-digit postcode, not to a Packstation or post office.",
    preferredDayNotAvailable: "This preferred day is no longer available. Please choose another day.",
    pickupStationNoResult: "No Packstation or post office was found. Please check the postcode or town.",
    pickupStationNotFound: "This Packstation or post office no longer exists. Please search again.",
    ...orderErrors,
    ...returnErrors,
    ...offerErrors,
    // Payment (docs/glossary.md, storefront spec §8; docs/payments.md)
    paymentFailed: "The payment has failed. Please try again.",
    paymentProviderError: "Something went wrong. Try again later.",
    paymentUnknownResponse: "Unknown response from payment provider: {paymentType}",
    paymentOrderNotProcessable: "The order cannot be processed. Please try again.",
    paymentNotCompleted: "The payment was not completed. Please choose a payment method and try again.",
    paymentInvalidOrder: "This order is invalid and cannot be paid.",
    paymentAssignmentFailed: "The payment could not be assigned to the order. Please contact us.",
    paymentNotFound: "This payment does not exist.",
    paymentMethodNotAvailable: "This payment method is not available. Please choose another one.",
    paymentCardDataInvalid: "The input data is invalid. Check the fields Card number, CVV, Expiration date.",
    paymentNotChangeable: "This payment can no longer be changed.",
    addressSaveFailed: "The address could not be saved.",
    addressDeleteFailed: "The address could not be deleted.",
    addressValidationFailed: "The address is not complete or not valid. Please check the marked fields.",
    ...couponErrorTexts,
    ...blockErrorTexts,
    ...newsletterErrorTexts,
    ...contactErrorTexts,
    shopIdentityConflict:
      "Someone else has saved the shop details in the meantime. Reload the page and enter your changes again.",
    editorSessionExpired:
      "The changes couldn't be saved. Your session may have expired. Re-enter the editor to start a new session.",
    mediaTypeUnsupported: "This file is not a supported image. Upload a JPEG, PNG, WebP, AVIF or GIF image.",
    mediaTooLarge: "This image is too large. Upload at most 10 MB and 40 megapixels.",
    mediaInvalid: "This image could not be read. It may be damaged or incomplete.",
    mediaNotFound: "This image is no longer in the media library. Choose another one.",
    mediaInUse:
      "This image is used on a page or in a page's version history (its last 50 saves), so it cannot be deleted.",
    ...editorPagesErrorTexts,
  },
} as const;

import type { z } from "zod";
import type { Caller } from "../rpc/caller.ts";
import { getCategoryPage, getCategoryRedirect, getCategoryTree } from "./category.ts";
import {
  doChangeUserPassword,
  doLogin,
  doLoginAsGuest,
  doLogoutUser,
  doRegisterUser,
  getInit,
  getSession,
  getViewer,
  setCheckoutAddress,
} from "./session.ts";
import { getSitemapEntries } from "./seo.ts";
import { deleteWishlistItem, doAddWishlistItem, getWishlist, getWishlistProducts } from "./wishlist.ts";
import {
  doCreateReview,
  doCreateReviewReply,
  doDeleteReview,
  doDeleteReviewReply,
  doUpdateReview,
  doUpdateReviewReply,
  getReviews,
} from "./review.ts";
import { getFacet, getTagListing } from "./catalog.ts";
import { getProduct, getProductPath } from "./product.ts";
import { getSearchResults, getSearchSuggestions } from "./search.ts";
import { deleteOrderPropertyFile, doUploadOrderPropertyFile } from "./property-file.ts";
import { checkVatNumber, getCountries, getShippingProfiles } from "./commerce.ts";
import {
  getPickupStationAddress,
  getPickupStations,
  getPreferredDeliveryOptions,
  setPreferredDelivery,
} from "./preferred-delivery.ts";
import { deleteCart, deleteCartItem, doAddCartItem, doAddCartItems, getCart, setCartItemQuantity } from "./cart.ts";
import { doOrderSoftLogin, doPlaceOrder, getOrder } from "./order.ts";
import { getCustomerOrder, getCustomerOrders } from "./account-orders.ts";
import { getAdminOrder, getAdminOrders } from "./back-office.ts";
import { doCancelOrder, doConfirmOrder, doRefundPayment, doShipOrder } from "./back-office-actions.ts";
import { getOrderAgain } from "./order-again.ts";
import { doWithdraw, getAdminWithdrawals } from "./withdrawal.ts";
import { doSendContactMessage } from "./contact.ts";
import { doRecordConsent } from "./consent.ts";
import { doCreateReturn, getCustomerReturns, getReturnForm } from "./returns.ts";
import { doAcceptOffer, doDeclineOffer, getOffer } from "./offers.ts";
import {
  doCreateOffer,
  doResendOffer,
  doSendOffer,
  doWithdrawOffer,
  getAdminOffer,
  getAdminOfferForm,
  getAdminOffers,
} from "./back-office-offers.ts";
import {
  doCancelReturn,
  doCreateAdminReturn,
  doReceiveReturn,
  doRefundReturn,
  doResendReturnRefund,
  getAdminReturn,
  getAdminReturns,
} from "./back-office-returns.ts";
import { doAttachGuestOrders, doRequestGuestOrdersLink, getGuestOrdersLink } from "./guest-orders.ts";
import { doDeleteAccount, doUpdatePersonalData, getMyData } from "./account.ts";
import {
  doAttachMolliePaymentToOrder,
  doAttachPaymentToOrder,
  doCreateMolliePaymentFromOrder,
  doCreatePlentyPaymentFromMolliePayment,
} from "./order-payment.ts";
import {
  doCompleteSandboxPayment,
  doCreateMolliePaymentFromBasket,
  doPatchMolliePayment,
  getMollieSettings,
  getMolliePayment,
  getMolliePaymentAndUpdateStatus,
  getSandboxPayment,
} from "./payment.ts";
import { createAddress, deleteAddress, getAddresses, setDefaultAddress, updateAddress } from "./address.ts";
import {
  getCheckout,
  setCheckoutAdditionalInformation,
  setCheckoutEmail,
  setCheckoutPaymentMethod,
  setCheckoutShippingMethod,
} from "./checkout.ts";
import { setShippingCountry } from "./cart-country.ts";
import { doRequestPasswordReset, doSetNewPassword, getPasswordResetLink } from "./password-recovery.ts";
import { doConfirmEmailChange, doRequestEmailChange, getEmailChangeLink } from "./email-change.ts";
import { doAddCoupon, doRemoveCoupon } from "./coupon.ts";
import { getDesignSettings, setConfiguration } from "./design.ts";
import { doSaveShopIdentity, getAdminShopIdentity, getShopIdentity } from "./shop-identity.ts";
import { doRestoreBlocks, doSaveBlocks, getBlocks, getBlocksHistory } from "./content.ts";
import {
  doConfirmNewsletter,
  doSubscribeNewsletter,
  doUnsubscribeNewsletter,
  doSubscribeMyNewsletter,
  doUnsubscribeMyNewsletter,
  getMyNewsletter,
  getNewsletterChallenge,
} from "./newsletter.ts";
import { doOperatorLogin, doOperatorLogout, getEditorSession, setEditorMode } from "./operator.ts";
import { doDeleteMedia, doUploadMedia, getMediaLibrary } from "./media.ts";
import {
  deleteCategory,
  doAddCategory,
  getCategorySettings,
  getCategoryTemplate,
  setCategorySettings,
} from "./pages.ts";

const all = [
  getNewsletterChallenge,
  getMyNewsletter,
  doSubscribeMyNewsletter,
  doUnsubscribeMyNewsletter,
  doSubscribeNewsletter,
  doConfirmNewsletter,
  doUnsubscribeNewsletter,
  getSession,
  getInit,
  getViewer,
  doLogin,
  doLoginAsGuest,
  doLogoutUser,
  doRegisterUser,
  doChangeUserPassword,
  doRequestPasswordReset,
  getPasswordResetLink,
  doSetNewPassword,
  doRequestEmailChange,
  getEmailChangeLink,
  doConfirmEmailChange,
  setCheckoutAddress,
  getCategoryTree,
  getCategoryPage,
  getWishlist,
  doAddWishlistItem,
  deleteWishlistItem,
  getWishlistProducts,
  getReviews,
  doCreateReview,
  doUpdateReview,
  doDeleteReview,
  doCreateReviewReply,
  doUpdateReviewReply,
  doDeleteReviewReply,
  getFacet,
  getTagListing,
  getSearchResults,
  getSearchSuggestions,
  getProduct,
  getProductPath,
  getSitemapEntries,
  doUploadOrderPropertyFile,
  deleteOrderPropertyFile,
  getCountries,
  getShippingProfiles,
  checkVatNumber,
  getCart,
  deleteCart,
  doAddCartItem,
  doAddCartItems,
  setCartItemQuantity,
  deleteCartItem,
  getPreferredDeliveryOptions,
  setPreferredDelivery,
  getPickupStations,
  getPickupStationAddress,
  doPlaceOrder,
  doCreateMolliePaymentFromOrder,
  doAttachMolliePaymentToOrder,
  doAttachPaymentToOrder,
  doCreatePlentyPaymentFromMolliePayment,
  getOrder,
  doOrderSoftLogin,
  getCustomerOrders,
  getCustomerOrder,
  getAdminOrders,
  getAdminOrder,
  doConfirmOrder,
  doShipOrder,
  doCancelOrder,
  doRefundPayment,
  doWithdraw,
  doSendContactMessage,
  doRecordConsent,
  getAdminWithdrawals,
  getReturnForm,
  doCreateReturn,
  getCustomerReturns,
  getAdminReturns,
  getAdminReturn,
  doReceiveReturn,
  doRefundReturn,
  doCancelReturn,
  doResendReturnRefund,
  doCreateAdminReturn,
  getOffer,
  doAcceptOffer,
  doDeclineOffer,
  getAdminOffers,
  getAdminOffer,
  getAdminOfferForm,
  doCreateOffer,
  doSendOffer,
  doResendOffer,
  doWithdrawOffer,
  getOrderAgain,
  doRequestGuestOrdersLink,
  getGuestOrdersLink,
  doAttachGuestOrders,
  doUpdatePersonalData,
  getMyData,
  doDeleteAccount,
  getMollieSettings,
  getMolliePayment,
  getMolliePaymentAndUpdateStatus,
  doCreateMolliePaymentFromBasket,
  doPatchMolliePayment,
  getSandboxPayment,
  doCompleteSandboxPayment,
  getAddresses,
  createAddress,
  updateAddress,
  setDefaultAddress,
  deleteAddress,
  getCheckout,
  setCheckoutEmail,
  setCheckoutShippingMethod,
  setCheckoutPaymentMethod,
  setCheckoutAdditionalInformation,
  setShippingCountry,
  doAddCoupon,
  doRemoveCoupon,
  getDesignSettings,
  setConfiguration,
  getShopIdentity,
  getAdminShopIdentity,
  doSaveShopIdentity,
  getBlocks,
  doSaveBlocks,
  getBlocksHistory,
  doRestoreBlocks,
  getEditorSession,
  doOperatorLogin,
  doOperatorLogout,
  setEditorMode,
  doDeleteMedia,
  doUploadMedia,
  getMediaLibrary,
  getCategorySettings,
  setCategorySettings,
  doAddCategory,
  deleteCategory,
  getCategoryTemplate,
  getCategoryRedirect,
] as const;

type All = (typeof all)[number];

/** Every operation of the API, by name. */
export const operations = Object.fromEntries(all.map((op) => [op.name, op])) as {
  [O in All as O["name"]]: O;
};

export type Operations = typeof operations;
export type OperationName = keyof Operations;
export type OperationInput<N extends OperationName> = z.input<Operations[N]["input"]>;
export type OperationOutput<N extends OperationName> = Awaited<ReturnType<Operations[N]["handler"]>>;

/** The shop's in-process caller: `rpc.getFacet(input)` (server/rpc/caller.ts). */
export type ShopCaller = Caller<Operations>;

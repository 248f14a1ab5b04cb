import { couponErrorTexts } from "./coupon.ts";
import { blockErrorTexts } from "./blocks.ts";
import { newsletterErrorTexts } from "./newsletter.ts";
import { contactErrorTexts } from "./contact.ts";
import { editorPagesErrorTexts } from "./editor-pages.ts";

import type { Messages } from "../en.ts";
import { orderErrors } from "./order.ts";
import { returnErrors } from "./returns.ts";
import { offerErrors } from "./offers.ts";

/** Deutsche Texte: the error keys of the API (common/errors.ts). */
export const errorTexts: Pick<Messages, "errors"> = {
  errors: {
    unknownError: "Etwas ist schiefgelaufen. Bitte versuchen Sie es später erneut.",
    customError: "{message}",
    invalidData: "Bitte prüfen Sie Ihre Eingaben.",
    notFound: "Nicht gefunden.",
    operationNotFound: "Diese Operation gibt es nicht.",
    methodNotAllowed: "Diese Anfragemethode ist hier nicht erlaubt.",
    unauthorized: "Bitte melden Sie sich an, um fortzufahren.",
    forbidden: "Sie dürfen diese Aktion nicht ausführen.",
    csrfTokenMismatch: "Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.",
    tooManyRequests:
      "Zu viele Versuche. Bitte warten Sie {seconds, plural, one {# Sekunde} other {# Sekunden}} und versuchen Sie es erneut.",
    payloadTooLarge: "Die Anfrage ist zu groß.",
    unsupportedMediaType: "Dieses Anfrageformat wird nicht unterstützt.",
    invalidLoginData: "Ungültige Anmeldedaten",
    userBlocked: "Benutzer ist gesperrt",
    emailAlreadyExists: "Es gibt bereits ein Konto mit dieser E-Mail-Adresse.",
    wrongCurrentPassword: "Das aktuelle Passwort ist nicht korrekt.",
    invalidResetUrl:
      "Dieser Link zum Zurücksetzen des Passworts ist ungültig oder abgelaufen. Bitte fordern Sie einen neuen an.",
    emailUnchanged: "Das ist schon Ihre E-Mail-Adresse.",
    invalidEmailChangeUrl:
      "Dieser Bestätigungslink ist ungültig, abgelaufen oder schon verwendet. Sie können in Ihrem Konto einen neuen anfordern.",
    addressNotFound: "Diese Adresse existiert nicht.",
    variationNotFound: "Der Artikel wurde nicht gefunden.",
    wishlistFull: "Ihre Wunschliste ist voll ({max, number} Artikel). Entfernen Sie zuerst einen Artikel.",
    itemNotFound: "Dieses Produkt gibt es nicht.",
    reviewNotFound: "Diese Bewertung gibt es nicht oder sie ist nicht Ihre.",
    reviewAlreadyExists: "Sie haben dieses Produkt bereits bewertet. Sie können Ihre Bewertung bearbeiten.",
    fileNotSupported: "Dieses Dateiformat wird nicht unterstützt.",
    fileUploadFailed:
      "Die Datei konnte nicht hochgeladen werden. Prüfen Sie die maximal zulässige Dateigröße und das Dateiformat.",
    orderPropertyNotFound: "Diese Option gibt es für dieses Produkt nicht.",
    propertyFileNotFound: "Diese Datei gibt es nicht mehr.",
    tooManyPropertyFiles: "Sie haben zu viele Dateien hochgeladen. Bitte versuchen Sie es später erneut.",
    countryNotFound: "Dieses Land gibt es nicht oder wir liefern nicht dorthin.",
    vatNumberInvalid: "Die USt-IdNr. ist ungültig. Bitte prüfen Sie Länderkennung und Nummer.",
    vatServiceError: "Die USt-IdNr. kann gerade nicht geprüft werden. Bitte versuchen Sie es später erneut.",
    vatNumberRecheck:
      "Die USt-IdNr. konnte gerade nicht beim Prüfdienst bestätigt werden. Wir haben das Format geprüft und prüfen sie später erneut.",
    shippingMethodNotAvailable: "Die gewählte Versandart ist nicht mehr verfügbar. Bitte wählen Sie eine andere.",
    noShippingMethodsAvailable:
      "Für diese Lieferung ist keine Versandart verfügbar. Bitte wenden Sie sich an den Shopbetreiber.",
    shippingCalculationFailed:
      "Die Versandkosten konnten nicht berechnet werden. Bitte versuchen Sie es später erneut.",
    basketItemSetMismatch: "Dieses Set kann so nicht in den Warenkorb gelegt werden.",
    basketMaxItemQuantity: "Ihr Warenkorb ist voll ({max, number} Artikel). Bitte entfernen Sie zuerst einen Artikel.",
    basketMaxVariationQuantity: "Von diesem Artikel können Sie höchstens {max, number} bestellen.",
    basketMinVariationQuantity: "Die Mindestbestellmenge dieses Artikels ist {min, number}.",
    basketNotEnoughStock: "Nicht genug auf Lager. Verfügbar: {stock, number}.",
    basketItemNotAdded: "Der Artikel konnte nicht in den Warenkorb gelegt werden.",
    invalidVariation: "Bitte wählen Sie eine gültige Variante.",
    basketItemNotFound: "Dieser Artikel ist nicht mehr in Ihrem Warenkorb.",
    basketItemNotRemoved: "Der Artikel konnte nicht entfernt werden.",
    basketOrderExceedsMaxQuantity: "Die Bestellung übersteigt die Höchstmenge von {max, number} für diesen Artikel.",
    basketItemsRemoved: "Einige Artikel wurden aus Ihrem Warenkorb entfernt, weil sie nicht mehr verfügbar sind.",
    reachedMaximumQuantity: "Nur {stock, number} auf Lager: Die Menge wurde auf den verfügbaren Bestand gesetzt.",
    orderPropertyRequired: "Bitte füllen Sie „{name}“ aus.",
    basketOversellingWarning:
      "Nur {stock, number} auf Lager: {oversellingAmount, number} weitere werden für Sie bestellt, die Lieferung kann länger dauern.",
    orderPropertyInvalid: "Der Wert für „{name}“ ist ungültig.",
    orderAgainNothingChosen: "Bitte wählen Sie mindestens einen Artikel.",
    preferredDeliveryNotAvailable:
      "DHL-Wunschzustellung ist nur an eine deutsche Adresse mit 5-stelliger Postleitzahl möglich, nicht an eine Packstation oder Filiale.",
    preferredDayNotAvailable: "Dieser Wunschtag ist nicht mehr verfügbar. Bitte wählen Sie einen anderen Tag.",
    pickupStationNoResult: "Es wurde keine Packstation oder Filiale gefunden. Bitte prüfen Sie Postleitzahl oder Ort.",
    pickupStationNotFound: "Diese Packstation oder Filiale gibt es nicht mehr. Bitte suchen Sie erneut.",
    ...orderErrors,
    ...returnErrors,
    ...offerErrors,
    // Payment (docs/glossary.md, storefront spec §8; docs/payments.md)
    paymentFailed: "Die Zahlung ist fehlgeschlagen. Bitte versuchen Sie es erneut.",
    paymentProviderError: "Etwas ist schiefgelaufen. Bitte versuchen Sie es später erneut.",
    paymentUnknownResponse: "Unbekannte Antwort des Zahlungsanbieters: {paymentType}",
    paymentOrderNotProcessable: "Die Bestellung kann nicht bearbeitet werden. Bitte versuchen Sie es erneut.",
    paymentNotCompleted:
      "Die Zahlung wurde nicht abgeschlossen. Bitte wählen Sie eine Zahlungsart und versuchen Sie es erneut.",
    paymentInvalidOrder: "Diese Bestellung ist ungültig und kann nicht bezahlt werden.",
    paymentAssignmentFailed: "Die Zahlung konnte der Bestellung nicht zugeordnet werden. Bitte kontaktieren Sie uns.",
    paymentNotFound: "Diese Zahlung gibt es nicht.",
    paymentMethodNotAvailable: "Diese Zahlungsart ist nicht verfügbar. Bitte wählen Sie eine andere.",
    paymentCardDataInvalid: "Die Eingaben sind ungültig. Prüfen Sie die Felder Kartennummer, CVV und Ablaufdatum.",
    paymentNotChangeable: "Diese Zahlung kann nicht mehr geändert werden.",
    addressSaveFailed: "Die Adresse konnte nicht gespeichert werden.",
    addressDeleteFailed: "Die Adresse konnte nicht gelöscht werden.",
    addressValidationFailed: "Die Adresse ist unvollständig oder ungültig. Bitte prüfen Sie die markierten Felder.",
    ...couponErrorTexts,
    ...blockErrorTexts,
    ...newsletterErrorTexts,
    ...contactErrorTexts,
    shopIdentityConflict:
      "Die Shop-Angaben wurden inzwischen von jemand anderem gespeichert. Laden Sie die Seite neu und tragen Sie Ihre Änderungen erneut ein.",
    editorSessionExpired:
      "Die Änderungen konnten nicht gespeichert werden. Ihre Sitzung ist möglicherweise abgelaufen. Öffnen Sie den Editor erneut, um eine neue Sitzung zu starten.",
    mediaTypeUnsupported:
      "Diese Datei ist kein unterstütztes Bild. Laden Sie ein JPEG-, PNG-, WebP-, AVIF- oder GIF-Bild hoch.",
    mediaTooLarge: "Dieses Bild ist zu groß. Erlaubt sind höchstens 10 MB und 40 Megapixel.",
    mediaInvalid: "Dieses Bild konnte nicht gelesen werden. Es ist möglicherweise beschädigt oder unvollständig.",
    mediaNotFound: "Dieses Bild ist nicht mehr in der Mediathek. Wählen Sie ein anderes.",
    mediaInUse:
      "Dieses Bild wird auf einer Seite oder im Versionsverlauf einer Seite (ihren letzten 50 Speicherungen) verwendet und kann daher nicht gelöscht werden.",
    ...editorPagesErrorTexts,
  },
};

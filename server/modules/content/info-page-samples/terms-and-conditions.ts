import type { Locale } from "#common/constants.ts";
import { section, type Section } from "./section.ts";

/** Allgemeine Geschäftsbedingungen / terms and conditions: the sample text (../info-page-samples.ts). */
export const TERMS_AND_CONDITIONS: Record<Locale, Section[]> = {
  de: [
    section(
      "§ 1 Geltungsbereich",
      "<p>(1) Diese Allgemeinen Geschäftsbedingungen (AGB) gelten für alle Bestellungen, die Sie über unseren Online-Shop aufgeben, in der zum Zeitpunkt der Bestellung gültigen Fassung.</p>",
      "<p>(2) Verbraucher ist jede natürliche Person, die ein Rechtsgeschäft zu Zwecken abschließt, die überwiegend weder ihrer gewerblichen noch ihrer selbständigen beruflichen Tätigkeit zugerechnet werden können (§ 13 BGB). Unternehmer ist jede natürliche oder juristische Person oder rechtsfähige Personengesellschaft, die bei Abschluss eines Rechtsgeschäfts in Ausübung ihrer gewerblichen oder selbständigen beruflichen Tätigkeit handelt (§ 14 BGB).</p>",
      "<p>(3) Abweichende Bedingungen des Kunden erkennen wir nicht an, es sei denn, wir stimmen ihrer Geltung ausdrücklich zu.</p>",
    ),
    section(
      "§ 2 Vertragspartner und Vertragssprache",
      "<p>(1) Ihr Vertragspartner ist {{shop.name}}, {{shop.address}}, E-Mail: {{shop.email}}, Telefon: {{shop.phone}}.</p>",
      "<p>(2) Der Vertrag kann in deutscher oder englischer Sprache geschlossen werden. Maßgeblich ist die Sprache, in der Sie die Bestellung aufgeben.</p>",
    ),
    section(
      "§ 3 Vertragsschluss",
      "<p>(1) Die Darstellung der Artikel im Shop ist kein rechtlich bindendes Angebot, sondern eine Aufforderung zur Bestellung.</p>",
      "<p>(2) Sie legen Artikel in den Warenkorb und gehen zur Kasse. Dort geben Sie Ihre E-Mail-Adresse, Liefer- und Rechnungsadresse an und wählen Versand- und Zahlungsart. Vor dem Absenden sehen Sie in der Bestellübersicht alle Angaben und können sie über „Ändern“ korrigieren. Mit einem Klick auf die Schaltfläche „Zahlungspflichtig bestellen“ geben Sie ein verbindliches Angebot zum Kauf der Artikel im Warenkorb ab.</p>",
      "<p>(3) Unmittelbar danach senden wir Ihnen eine E-Mail, die den Eingang Ihrer Bestellung bestätigt (Bestellbestätigung). Sie ist noch keine Annahme Ihres Angebots.</p>",
      "<p>(4) Der Vertrag kommt zustande, wenn wir Ihre Bestellung durch eine gesonderte Erklärung (Auftragsbestätigung per E-Mail) annehmen oder die Ware versenden, je nachdem, was zuerst geschieht. Zahlen Sie mit Kreditkarte, PayPal oder Apple Pay, kommt der Vertrag bereits zustande, wenn Sie die Zahlung abschließen. Wir nehmen Bestellungen innerhalb von zwei Werktagen an; danach sind Sie an Ihr Angebot nicht mehr gebunden.</p>",
    ),
    section(
      "§ 4 Speicherung des Vertragstextes",
      '<p>Wir speichern den Vertragstext. Die Bestelldaten senden wir Ihnen mit der Bestellbestätigung per E-Mail; diese AGB und die Widerrufsbelehrung können Sie jederzeit auf dieser Seite und unter <a href="/cancellation-rights">Widerrufsbelehrung</a> abrufen und ausdrucken. Ihre Bestellungen und die zugehörigen Dokumente, etwa Rechnungen, finden Sie in Ihrem Kundenkonto oder über den Link in der Bestellbestätigung.</p>',
    ),
    section(
      "§ 5 Preise und Versandkosten",
      "<p>(1) Alle Preise sind Endpreise und enthalten die gesetzliche Umsatzsteuer. Bei Lieferungen in andere Länder der Europäischen Union berechnen wir die Umsatzsteuer des Bestimmungslandes.</p>",
      '<p>(2) Hinzu kommen die Versandkosten, die wir Ihnen im Warenkorb und in der Kasse vor dem Absenden der Bestellung nennen. Einzelheiten stehen unter <a href="/shipping">Versand und Lieferung</a>. Innerhalb Deutschlands liefern wir Paketware ab einem Warenwert von 50 € versandkostenfrei.</p>',
      "<p>(3) Bei Lieferungen in Länder außerhalb der Europäischen Union (Schweiz, Vereinigtes Königreich, Vereinigte Staaten) berechnen wir keine deutsche Umsatzsteuer. Einfuhrumsatzsteuer, Zölle und Gebühren des Ziellandes tragen Sie.</p>",
    ),
    section(
      "§ 6 Zahlung",
      "<p>(1) Sie können mit den in der Kasse angezeigten Zahlungsarten bezahlen:</p>",
      "<ul>",
      "<li><strong>Kreditkarte, PayPal, Apple Pay:</strong> Die Zahlung wird über unseren Zahlungsdienstleister Mollie B.V., Amsterdam, abgewickelt. Ihr Konto wird mit Abschluss der Bestellung belastet.</li>",
      "<li><strong>Vorkasse:</strong> Sie überweisen den Gesamtbetrag nach der Bestellung auf unser Konto, das wir Ihnen in der Bestellbestätigung nennen; bitte geben Sie die Bestellnummer als Verwendungszweck an. Wir versenden die Ware nach Zahlungseingang. Geht die Zahlung nicht innerhalb von 10 Tagen ein, können wir die Bestellung stornieren.</li>",
      "<li><strong>Rechnung:</strong> Sie zahlen den Gesamtbetrag innerhalb von 14 Tagen ab Rechnungsdatum ohne Abzug.</li>",
      "</ul>",
      "<p>(2) Gerät ein Verbraucher in Zahlungsverzug, schuldet er Verzugszinsen in Höhe von fünf Prozentpunkten über dem Basiszinssatz.</p>",
    ),
    section(
      "§ 7 Lieferung",
      '<p>(1) Wir liefern in die Länder, die in der Kasse zur Auswahl stehen. Lieferzeiten und Versandarten stehen unter <a href="/shipping">Versand und Lieferung</a> und bei der jeweiligen Versandart in der Kasse.</p>',
      "<p>(2) Die Lieferzeit beginnt bei Vorkasse am Tag nach Erteilung Ihres Überweisungsauftrags, bei allen anderen Zahlungsarten am Tag nach Vertragsschluss. Fällt das Ende der Frist auf einen Samstag, Sonntag oder gesetzlichen Feiertag am Lieferort, endet sie am nächsten Werktag.</p>",
      "<p>(3) Sperrige oder schwere Artikel (Speditionsware) liefert eine Spedition frei Bordsteinkante; sie vereinbart vorher telefonisch einen Liefertermin mit Ihnen. Teillieferungen sind möglich, soweit sie Ihnen zumutbar sind; zusätzliche Versandkosten entstehen Ihnen dadurch nicht.</p>",
      "<p>(4) Ist ein Artikel ohne unser Verschulden nicht verfügbar, weil wir selbst nicht beliefert werden, informieren wir Sie unverzüglich und erstatten bereits geleistete Zahlungen unverzüglich.</p>",
    ),
    section(
      "§ 8 Eigentumsvorbehalt",
      "<p>Die Ware bleibt bis zur vollständigen Bezahlung unser Eigentum. Gegenüber Unternehmern behalten wir uns das Eigentum bis zur vollständigen Begleichung aller Forderungen aus der laufenden Geschäftsbeziehung vor.</p>",
    ),
    section(
      "§ 9 Widerrufsrecht",
      '<p>Verbraucherinnen und Verbrauchern steht ein gesetzliches Widerrufsrecht von 14 Tagen zu. Einzelheiten, auch zu den Ausnahmen, stehen in unserer <a href="/cancellation-rights">Widerrufsbelehrung</a>. Am einfachsten widerrufen Sie über unsere <a href="/withdrawal">Widerrufsfunktion</a> („Vertrag widerrufen“); Sie können auch das <a href="/cancellation-form">Muster-Widerrufsformular</a> verwenden oder uns eine E-Mail oder einen Brief schreiben.</p>',
    ),
    section(
      "§ 10 Freiwillige 30-Tage-Rückgabegarantie",
      "<p>(1) Unabhängig von Ihrem gesetzlichen Widerrufsrecht räumen wir Ihnen eine freiwillige Rückgabegarantie ein: Sie können Artikel innerhalb von 30 Tagen nach dem Versand der Ware ohne Angabe von Gründen zurückgeben.</p>",
      "<p>(2) Voraussetzung ist, dass die Ware vollständig, unbenutzt und unbeschädigt ist und nach Möglichkeit in der Originalverpackung zurückgesendet wird. Ausgenommen sind nach Ihren Vorgaben angefertigte Artikel sowie versiegelte Hygieneartikel, Ton- und Videoaufnahmen und Software, deren Versiegelung entfernt wurde.</p>",
      "<p>(3) Melden Sie die Rückgabe in Ihrem Kundenkonto unter „Artikel zurücksenden“, über den Link in Ihrer Bestellbestätigung oder per E-Mail an {{shop.email}} an und senden Sie die Ware an {{shop.returnAddress}}. Die Kosten der Rücksendung tragen Sie. Nach Eingang und Prüfung der Ware erstatten wir den Kaufpreis über die ursprünglich verwendete Zahlungsart.</p>",
      "<p>(4) Die Rückgabegarantie ist eine freiwillige Leistung. Sie lässt Ihr gesetzliches Widerrufsrecht und Ihre gesetzlichen Rechte bei Mängeln unberührt und schränkt sie nicht ein. Innerhalb der Widerrufsfrist gelten die für Sie günstigeren Regeln des Widerrufsrechts, etwa zur Erstattung der Hinsendekosten.</p>",
    ),
    section(
      "§ 11 Gewährleistung (Mängelhaftung)",
      "<p>(1) Es gilt das gesetzliche Mängelhaftungsrecht. Ansprüche wegen Mängeln neuer Ware verjähren für Verbraucher zwei Jahre nach Ablieferung der Ware.</p>",
      "<p>(2) Gegenüber Unternehmern beträgt die Verjährungsfrist für Mängelansprüche ein Jahr ab Ablieferung; dies gilt nicht für Schadensersatzansprüche und nicht in den Fällen der §§ 438 Abs. 1 Nr. 2, 445b BGB.</p>",
      "<p>(3) Garantien der Hersteller gelten zusätzlich zu Ihren gesetzlichen Rechten nach den jeweiligen Garantiebedingungen, die wir Ihnen bei den betreffenden Artikeln nennen.</p>",
    ),
    section(
      "§ 12 Transportschäden",
      "<p>Werden Waren mit offensichtlichen Transportschäden angeliefert, reklamieren Sie diese bitte möglichst sofort beim Zusteller und nehmen Sie mit uns Kontakt auf. Bei Speditionsware vermerken Sie Schäden bitte auf dem Lieferschein. Versäumen Sie dies, hat das für Ihre gesetzlichen Ansprüche und deren Durchsetzung, insbesondere Ihre Gewährleistungsrechte, keinerlei Konsequenzen. Sie helfen uns aber, unsere eigenen Ansprüche gegenüber dem Frachtführer oder der Transportversicherung geltend zu machen.</p>",
    ),
    section(
      "§ 13 Haftung",
      "<p>(1) Wir haften unbeschränkt für Schäden aus der Verletzung des Lebens, des Körpers oder der Gesundheit, bei Vorsatz und grober Fahrlässigkeit, nach dem Produkthaftungsgesetz und im Umfang einer übernommenen Garantie.</p>",
      "<p>(2) Bei leicht fahrlässiger Verletzung einer wesentlichen Vertragspflicht, deren Erfüllung die ordnungsgemäße Durchführung des Vertrags überhaupt erst ermöglicht und auf deren Einhaltung Sie regelmäßig vertrauen dürfen (Kardinalpflicht), ist unsere Haftung auf den vertragstypischen, vorhersehbaren Schaden begrenzt. Im Übrigen ist die Haftung für leichte Fahrlässigkeit ausgeschlossen.</p>",
    ),
    section(
      "§ 14 Kundenkonto",
      "<p>(1) Sie können ohne Kundenkonto bestellen. Ein Kundenkonto ist kostenlos; darin sehen Sie Ihre Bestellungen, Adressen, Rücksendungen und Ihre Wunschliste.</p>",
      "<p>(2) Halten Sie Ihr Passwort geheim und halten Sie Ihre Angaben aktuell. Sie können Ihr Konto jederzeit in Ihrem Kundenkonto unter „Persönliche Daten“ löschen. Bei missbräuchlicher Nutzung können wir ein Konto sperren.</p>",
    ),
    section(
      "§ 15 Kundenbewertungen",
      "<p>Bewertungen können nur registrierte Kundinnen und Kunden abgeben, die mit ihrem Kundenkonto angemeldet sind. Wir prüfen nicht, ob die bewertende Person den Artikel bei uns gekauft hat. Bewertungen mit rechtswidrigen oder beleidigenden Inhalten veröffentlichen wir nicht.</p>",
    ),
    section(
      "§ 16 Streitbeilegung",
      "<p>Wir sind nicht bereit und nicht verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen (§ 36 VSBG).</p>",
    ),
    section(
      "§ 17 Schlussbestimmungen",
      "<p>(1) Es gilt das Recht der Bundesrepublik Deutschland unter Ausschluss des UN-Kaufrechts. Gegenüber Verbrauchern gilt diese Rechtswahl nur insoweit, als nicht der Schutz entzogen wird, den zwingende Bestimmungen des Rechts des Staates gewähren, in dem sie ihren gewöhnlichen Aufenthalt haben.</p>",
      "<p>(2) Sind Sie Kaufmann, juristische Person des öffentlichen Rechts oder öffentlich-rechtliches Sondervermögen, ist Gerichtsstand für alle Streitigkeiten aus diesem Vertrag unser Geschäftssitz.</p>",
      "<p>Stand: November 2026</p>",
    ),
  ],
  en: [
    section(
      "§ 1 Scope",
      "<p>(1) These general terms and conditions (terms) apply to all orders you place in our online shop, in the version valid at the time of the order.</p>",
      "<p>(2) A consumer is any natural person who enters into a legal transaction for purposes that are predominantly outside their trade, business or profession (section 13 of the German Civil Code, BGB). A trader is any natural or legal person or partnership with legal capacity who, when entering into a legal transaction, acts in the exercise of their trade, business or profession (section 14 BGB).</p>",
      "<p>(3) We do not accept deviating conditions of the customer unless we expressly agree to them.</p>",
    ),
    section(
      "§ 2 Contracting party and contract language",
      "<p>(1) Your contracting party is {{shop.name}}, {{shop.address}}, email: {{shop.email}}, telephone: {{shop.phone}}.</p>",
      "<p>(2) The contract can be concluded in German or English. The language in which you place the order applies.</p>",
    ),
    section(
      "§ 3 Conclusion of the contract",
      "<p>(1) The presentation of items in the shop is not a legally binding offer but an invitation to order.</p>",
      "<p>(2) You put items in the cart and go to the checkout. There you enter your email address, delivery and billing address and choose the shipping and payment method. Before sending, you see all details in the order summary and can correct them with “Change”. By clicking the “Order and pay” button you make a binding offer to buy the items in the cart.</p>",
      "<p>(3) Immediately afterwards we send you an email confirming receipt of your order (order confirmation). It is not yet an acceptance of your offer.</p>",
      "<p>(4) The contract is concluded when we accept your order with a separate declaration (acknowledgement of order by email) or dispatch the goods, whichever happens first. If you pay by credit card, PayPal or Apple Pay, the contract is concluded as soon as you complete the payment. We accept orders within two working days; after that you are no longer bound by your offer.</p>",
    ),
    section(
      "§ 4 Storage of the contract text",
      '<p>We store the contract text. We send you the order details with the order confirmation by email; you can view and print these terms and the <a href="/en/cancellation-rights">cancellation rights</a> at any time. Your orders and their documents, such as invoices, are in your customer account or behind the link in the order confirmation.</p>',
    ),
    section(
      "§ 5 Prices and shipping costs",
      "<p>(1) All prices are final prices and include statutory VAT. For deliveries to other countries of the European Union we charge the VAT of the country of destination.</p>",
      '<p>(2) Shipping costs are added; we show them in the cart and at the checkout before you send the order. Details are under <a href="/en/shipping">shipping and delivery</a>. Within Germany we deliver parcels free of shipping costs from a goods value of €50.</p>',
      "<p>(3) For deliveries to countries outside the European Union (Switzerland, United Kingdom, United States) we do not charge German VAT. Import VAT, customs duties and fees of the country of destination are borne by you.</p>",
    ),
    section(
      "§ 6 Payment",
      "<p>(1) You can pay with the payment methods shown at the checkout:</p>",
      "<ul>",
      "<li><strong>Credit card, PayPal, Apple Pay:</strong> the payment is handled by our payment service provider Mollie B.V., Amsterdam. Your account is charged when you complete the order.</li>",
      "<li><strong>Prepayment:</strong> after the order you transfer the total to our account, which we give you in the order confirmation; please state the order number as the payment reference. We dispatch the goods once the payment has arrived. If the payment does not arrive within 10 days, we may cancel the order.</li>",
      "<li><strong>Invoice:</strong> you pay the total within 14 days of the invoice date without deduction.</li>",
      "</ul>",
      "<p>(2) A consumer in default of payment owes default interest of five percentage points above the base rate.</p>",
    ),
    section(
      "§ 7 Delivery",
      '<p>(1) We deliver to the countries offered at the checkout. Delivery times and shipping methods are under <a href="/en/shipping">shipping and delivery</a> and with each shipping method at the checkout.</p>',
      "<p>(2) For prepayment the delivery time starts on the day after you instruct your bank to make the transfer, for all other payment methods on the day after the contract is concluded. If the period ends on a Saturday, Sunday or public holiday at the place of delivery, it ends on the next working day.</p>",
      "<p>(3) Bulky or heavy items (freight goods) are delivered by a freight forwarder to the kerbside; the forwarder phones you beforehand to agree a delivery date. Partial deliveries are possible where reasonable for you; they cause you no additional shipping costs.</p>",
      "<p>(4) If an item is unavailable through no fault of ours because we ourselves are not supplied, we inform you without delay and refund any payments already made without delay.</p>",
    ),
    section(
      "§ 8 Retention of title",
      "<p>The goods remain our property until paid in full. With traders, we retain title until all claims arising from the ongoing business relationship have been settled in full.</p>",
    ),
    section(
      "§ 9 Right of withdrawal",
      '<p>Consumers have a statutory right of withdrawal of 14 days. Details, including the exceptions, are in our <a href="/en/cancellation-rights">cancellation rights</a>. The easiest way to withdraw is our <a href="/en/withdrawal">withdrawal function</a> (“Withdraw from contract”); you can also use the <a href="/en/cancellation-form">model withdrawal form</a> or write us an email or a letter.</p>',
    ),
    section(
      "§ 10 Voluntary 30-day return guarantee",
      "<p>(1) Independently of your statutory right of withdrawal, we grant you a voluntary return guarantee: you can return items within 30 days of their dispatch without giving reasons.</p>",
      "<p>(2) The goods must be complete, unused and undamaged and should be returned in their original packaging where possible. Excluded are items made to your specification and sealed hygiene items, audio and video recordings and software that have been unsealed.</p>",
      "<p>(3) Register the return in your customer account under “Return items”, through the link in your order confirmation or by email to {{shop.email}}, and send the goods to {{shop.returnAddress}}. You bear the cost of the return shipment. Once the goods have arrived and been checked, we refund the purchase price using the payment method originally used.</p>",
      "<p>(4) The return guarantee is a voluntary service. It does not affect or restrict your statutory right of withdrawal or your statutory rights in the case of defects. Within the withdrawal period the rules of the right of withdrawal apply where they are more favourable to you, for example regarding the refund of the original delivery costs.</p>",
    ),
    section(
      "§ 11 Statutory warranty (liability for defects)",
      "<p>(1) The statutory liability for defects applies. For consumers, claims for defects in new goods become time-barred two years after delivery of the goods.</p>",
      "<p>(2) With traders, the limitation period for claims for defects is one year from delivery; this does not apply to claims for damages or in the cases of sections 438(1) no. 2 and 445b BGB.</p>",
      "<p>(3) Manufacturers’ guarantees apply in addition to your statutory rights under the respective guarantee conditions, which we state with the items concerned.</p>",
    ),
    section(
      "§ 12 Transport damage",
      "<p>If goods are delivered with obvious transport damage, please complain to the delivery agent immediately if possible and contact us. For freight goods, please note any damage on the delivery note. If you do not do so, this has no consequences whatsoever for your statutory claims and their enforcement, in particular your warranty rights. It does, however, help us to assert our own claims against the carrier or the transport insurance.</p>",
    ),
    section(
      "§ 13 Liability",
      "<p>(1) We are liable without limitation for damage resulting from injury to life, body or health, for intent and gross negligence, under the German Product Liability Act and to the extent of a guarantee we have given.</p>",
      "<p>(2) In the case of a slightly negligent breach of an essential contractual obligation, whose fulfilment makes the proper performance of the contract possible in the first place and on whose observance you may regularly rely (cardinal obligation), our liability is limited to the foreseeable damage typical for the contract. Otherwise, liability for slight negligence is excluded.</p>",
    ),
    section(
      "§ 14 Customer account",
      "<p>(1) You can order without a customer account. A customer account is free of charge; in it you see your orders, addresses, returns and your wishlist.</p>",
      "<p>(2) Keep your password secret and your details up to date. You can delete your account at any time under “Personal data” in your customer account. We may block an account in the case of misuse.</p>",
    ),
    section(
      "§ 15 Customer reviews",
      "<p>Only registered customers who are logged in to their customer account can write reviews. We do not check whether the reviewer bought the item from us. We do not publish reviews with unlawful or offensive content.</p>",
    ),
    section(
      "§ 16 Dispute resolution",
      "<p>We are neither willing nor obliged to take part in dispute resolution proceedings before a consumer arbitration board (section 36 of the German Consumer Dispute Resolution Act, VSBG).</p>",
    ),
    section(
      "§ 17 Final provisions",
      "<p>(1) The law of the Federal Republic of Germany applies, excluding the UN Convention on Contracts for the International Sale of Goods. For consumers, this choice of law applies only insofar as it does not deprive them of the protection granted by mandatory provisions of the law of the state in which they have their habitual residence.</p>",
      "<p>(2) If you are a merchant, a legal entity under public law or a special fund under public law, the place of jurisdiction for all disputes arising from this contract is our registered office.</p>",
      "<p>Last updated: November 2026</p>",
    ),
  ],
};

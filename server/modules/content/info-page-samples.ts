import type { Locale } from "#common/constants.ts";
import { CURRENT_SCHEMA_VERSION, type PageDocument } from "#common/blocks/page-document.ts";
import { INFO_PAGES, type InfoPage } from "#common/static-pages.ts";

/**
 * Sample texts of the static info pages (common/static-pages.ts) in German and English: what a
 * German online shop for furniture, lighting, textiles and home technology typically publishes,
 * fitted to what this shop does (payment through Mollie, prepayment and invoice; DHL and a
 * freight forwarder; the withdrawal function at /withdrawal and the model form at
 * /cancellation-form; consent groups, ALTCHA and Turnstile, Matomo). They are samples, shown
 * with a "sample text" marker, not vetted legal advice: an operator replaces them with their
 * own binding texts.
 *
 * The shop's identity is never written out: the page substitutes the placeholders
 * {{shop.name}}, {{shop.address}}, {{shop.email}}, {{shop.phone}} and {{shop.returnAddress}}
 * from the settings. Each main section is one TextCard whose title is the section's heading
 * (h2); the page renders its own h1, so no text repeats the page title. The markup is what the
 * rich-text sanitiser keeps (rich-text.ts), so sanitising a sample changes nothing.
 */

/** One main section of a page: its heading and its rich text. */
type Section = { title: string; html: string };

const section = (title: string, ...html: string[]): Section => ({ title, html: html.join("") });

// ---------------------------------------------------------------------------------------------
// Widerrufsbelehrung / cancellation rights (model of annex 1 to art. 246a § 1 (2) EGBGB)
// ---------------------------------------------------------------------------------------------

const CANCELLATION_RIGHTS: Record<Locale, Section[]> = {
  de: [
    section(
      "Widerrufsrecht",
      "<p>Verbraucherinnen und Verbrauchern steht ein Widerrufsrecht nach folgender Maßgabe zu. Verbraucher ist jede natürliche Person, die ein Rechtsgeschäft zu Zwecken abschließt, die überwiegend weder ihrer gewerblichen noch ihrer selbständigen beruflichen Tätigkeit zugerechnet werden können.</p>",
      "<p>Sie haben das Recht, binnen vierzehn Tagen ohne Angabe von Gründen diesen Vertrag zu widerrufen.</p>",
      "<p>Die Widerrufsfrist beträgt vierzehn Tage ab dem Tag,</p>",
      "<ul>",
      "<li>an dem Sie oder ein von Ihnen benannter Dritter, der nicht der Beförderer ist, die Waren in Besitz genommen haben bzw. hat, sofern Sie eine oder mehrere Waren im Rahmen einer einheitlichen Bestellung bestellt haben und diese einheitlich geliefert werden;</li>",
      "<li>an dem Sie oder ein von Ihnen benannter Dritter, der nicht der Beförderer ist, die letzte Ware in Besitz genommen haben bzw. hat, sofern Sie mehrere Waren im Rahmen einer einheitlichen Bestellung bestellt haben und diese getrennt geliefert werden;</li>",
      "<li>an dem Sie oder ein von Ihnen benannter Dritter, der nicht der Beförderer ist, die letzte Teilsendung oder das letzte Stück in Besitz genommen haben bzw. hat, sofern Sie eine Ware bestellt haben, die in mehreren Teilsendungen oder Stücken geliefert wird.</li>",
      "</ul>",
      '<p>Um Ihr Widerrufsrecht auszuüben, müssen Sie uns ({{shop.name}}, {{shop.address}}, E-Mail: {{shop.email}}, Telefon: {{shop.phone}}) mittels einer eindeutigen Erklärung (z. B. ein mit der Post versandter Brief oder eine E-Mail) über Ihren Entschluss, diesen Vertrag zu widerrufen, informieren. Sie können dafür das beigefügte <a href="/cancellation-form">Muster-Widerrufsformular</a> verwenden, das jedoch nicht vorgeschrieben ist.</p>',
      '<p>Sie können Ihren Widerruf auch elektronisch über die Widerrufsfunktion auf unserer Webseite erklären (Schaltfläche „<a href="/withdrawal">Vertrag widerrufen</a>“ am Ende jeder Seite). Machen Sie von dieser Möglichkeit Gebrauch, so werden wir Ihnen unverzüglich (z. B. per E-Mail) eine Bestätigung über den Eingang eines solchen Widerrufs übermitteln.</p>',
      "<p>Zur Wahrung der Widerrufsfrist reicht es aus, dass Sie die Mitteilung über die Ausübung des Widerrufsrechts vor Ablauf der Widerrufsfrist absenden.</p>",
    ),
    section(
      "Folgen des Widerrufs",
      "<p>Wenn Sie diesen Vertrag widerrufen, haben wir Ihnen alle Zahlungen, die wir von Ihnen erhalten haben, einschließlich der Lieferkosten (mit Ausnahme der zusätzlichen Kosten, die sich daraus ergeben, dass Sie eine andere Art der Lieferung als die von uns angebotene, günstigste Standardlieferung gewählt haben), unverzüglich und spätestens binnen vierzehn Tagen ab dem Tag zurückzuzahlen, an dem die Mitteilung über Ihren Widerruf dieses Vertrags bei uns eingegangen ist. Für diese Rückzahlung verwenden wir dasselbe Zahlungsmittel, das Sie bei der ursprünglichen Transaktion eingesetzt haben, es sei denn, mit Ihnen wurde ausdrücklich etwas anderes vereinbart; in keinem Fall werden Ihnen wegen dieser Rückzahlung Entgelte berechnet.</p>",
      "<p>Wir können die Rückzahlung verweigern, bis wir die Waren wieder zurückerhalten haben oder bis Sie den Nachweis erbracht haben, dass Sie die Waren zurückgesandt haben, je nachdem, welches der frühere Zeitpunkt ist.</p>",
      "<p>Sie haben die Waren unverzüglich und in jedem Fall spätestens binnen vierzehn Tagen ab dem Tag, an dem Sie uns über den Widerruf dieses Vertrags unterrichten, an uns ({{shop.returnAddress}}) zurückzusenden oder zu übergeben. Die Frist ist gewahrt, wenn Sie die Waren vor Ablauf der Frist von vierzehn Tagen absenden.</p>",
      "<p>Sie tragen die unmittelbaren Kosten der Rücksendung der Waren. Für Waren, die aufgrund ihrer Beschaffenheit nicht normal mit der Post zurückgesandt werden können (Speditionsware), werden die Kosten auf höchstens etwa 130 EUR geschätzt.</p>",
      "<p>Sie müssen für einen etwaigen Wertverlust der Waren nur aufkommen, wenn dieser Wertverlust auf einen zur Prüfung der Beschaffenheit, Eigenschaften und Funktionsweise der Waren nicht notwendigen Umgang mit ihnen zurückzuführen ist.</p>",
    ),
    section(
      "Ausschluss und vorzeitiges Erlöschen des Widerrufsrechts",
      "<p>Das Widerrufsrecht besteht nicht bei Verträgen zur Lieferung von Waren, die nicht vorgefertigt sind und für deren Herstellung eine individuelle Auswahl oder Bestimmung durch den Verbraucher maßgeblich ist oder die eindeutig auf die persönlichen Bedürfnisse des Verbrauchers zugeschnitten sind, zum Beispiel Möbel in Sondermaßen, nach Ihren Angaben bezogene Polstermöbel oder auf Maß gefertigte Vorhänge.</p>",
      "<p>Das Widerrufsrecht erlischt vorzeitig</p>",
      "<ul>",
      "<li>bei Verträgen zur Lieferung versiegelter Waren, die aus Gründen des Gesundheitsschutzes oder der Hygiene nicht zur Rückgabe geeignet sind, wenn ihre Versiegelung nach der Lieferung entfernt wurde;</li>",
      "<li>bei Verträgen zur Lieferung von Ton- oder Videoaufnahmen oder Computersoftware in einer versiegelten Packung, wenn die Versiegelung nach der Lieferung entfernt wurde.</li>",
      "</ul>",
    ),
    section(
      "Muster-Widerrufsformular",
      "<p>(Wenn Sie den Vertrag widerrufen wollen, dann füllen Sie bitte dieses Formular aus und senden Sie es zurück.)</p>",
      "<ul>",
      "<li>An {{shop.name}}, {{shop.address}}, E-Mail: {{shop.email}}:</li>",
      "<li>Hiermit widerrufe(n) ich/wir (*) den von mir/uns (*) abgeschlossenen Vertrag über den Kauf der folgenden Waren (*)/die Erbringung der folgenden Dienstleistung (*)</li>",
      "<li>Bestellt am (*)/erhalten am (*)</li>",
      "<li>Name des/der Verbraucher(s)</li>",
      "<li>Anschrift des/der Verbraucher(s)</li>",
      "<li>Unterschrift des/der Verbraucher(s) (nur bei Mitteilung auf Papier)</li>",
      "<li>Datum</li>",
      "</ul>",
      "<p>(*) Unzutreffendes streichen.</p>",
      '<p>Eine druckbare Fassung finden Sie unter <a href="/cancellation-form">Widerrufsformular</a>. Schneller geht es mit unserer <a href="/withdrawal">Widerrufsfunktion</a>: Sie erhalten die Eingangsbestätigung sofort per E-Mail.</p>',
    ),
    section(
      "Hinweise zur Rücksendung",
      "<p>Die folgenden Hinweise sind keine Voraussetzung für die wirksame Ausübung des Widerrufsrechts. Sie helfen uns, Ihre Rücksendung schnell zu bearbeiten.</p>",
      "<ul>",
      "<li>Melden Sie die Rücksendung in Ihrem Kundenkonto oder über den Link in Ihrer Bestellung unter „Artikel zurücksenden“ an. Sie erhalten dann einen Retourenschein, den Sie dem Paket beilegen.</li>",
      "<li>Senden Sie die Ware nach Möglichkeit in der Originalverpackung oder einer gleichwertigen, transportsicheren Verpackung zurück.</li>",
      '<li>Für Speditionsware vereinbaren wir mit Ihnen einen Abholtermin. Schreiben Sie uns dazu über das <a href="/contact">Kontaktformular</a> oder an {{shop.email}}.</li>',
      '<li>Über Ihr gesetzliches Widerrufsrecht hinaus gewähren wir eine freiwillige 30-tägige Rückgabegarantie. Die Bedingungen finden Sie in unseren <a href="/terms-and-conditions">Allgemeinen Geschäftsbedingungen</a>.</li>',
      "</ul>",
    ),
  ],
  en: [
    section(
      "Right of withdrawal",
      "<p>Consumers have a right of withdrawal as set out below. A consumer is any natural person who enters into a legal transaction for purposes that are predominantly outside their trade, business or profession.</p>",
      "<p>You have the right to withdraw from this contract within fourteen days without giving any reason.</p>",
      "<p>The withdrawal period will expire after fourteen days from the day</p>",
      "<ul>",
      "<li>on which you acquire, or a third party other than the carrier and indicated by you acquires, physical possession of the goods, if you ordered one or more goods in a single order and they are delivered together;</li>",
      "<li>on which you acquire, or a third party other than the carrier and indicated by you acquires, physical possession of the last good, if you ordered multiple goods in a single order and they are delivered separately;</li>",
      "<li>on which you acquire, or a third party other than the carrier and indicated by you acquires, physical possession of the last lot or piece, if you ordered a good that is delivered in multiple lots or pieces.</li>",
      "</ul>",
      '<p>To exercise the right of withdrawal, you must inform us ({{shop.name}}, {{shop.address}}, email: {{shop.email}}, telephone: {{shop.phone}}) of your decision to withdraw from this contract by an unequivocal statement (e.g. a letter sent by post or an email). You may use the attached <a href="/en/cancellation-form">model withdrawal form</a>, but it is not obligatory.</p>',
      '<p>You can also declare your withdrawal electronically with the withdrawal function on our website (the “<a href="/en/withdrawal">Withdraw from contract</a>” button at the bottom of every page). If you use this option, we will communicate to you an acknowledgement of receipt of such a withdrawal without delay (e.g. by email).</p>',
      "<p>To meet the withdrawal deadline, it is sufficient for you to send your communication concerning your exercise of the right of withdrawal before the withdrawal period has expired.</p>",
    ),
    section(
      "Effects of withdrawal",
      "<p>If you withdraw from this contract, we shall reimburse to you all payments received from you, including the costs of delivery (with the exception of the supplementary costs resulting from your choice of a type of delivery other than the least expensive type of standard delivery offered by us), without undue delay and in any event not later than fourteen days from the day on which we are informed about your decision to withdraw from this contract. We will carry out such reimbursement using the same means of payment as you used for the initial transaction, unless you have expressly agreed otherwise; in any event, you will not incur any fees as a result of such reimbursement.</p>",
      "<p>We may withhold reimbursement until we have received the goods back or you have supplied evidence of having sent back the goods, whichever is the earliest.</p>",
      "<p>You shall send back the goods or hand them over to us ({{shop.returnAddress}}) without undue delay and in any event not later than fourteen days from the day on which you communicate your withdrawal from this contract to us. The deadline is met if you send back the goods before the period of fourteen days has expired.</p>",
      "<p>You will have to bear the direct cost of returning the goods. For goods which by their nature cannot normally be returned by post (freight goods), the cost is estimated at a maximum of approximately EUR 130.</p>",
      "<p>You are only liable for any diminished value of the goods resulting from the handling other than what is necessary to establish the nature, characteristics and functioning of the goods.</p>",
    ),
    section(
      "Exceptions and early expiry of the right of withdrawal",
      "<p>The right of withdrawal does not apply to contracts for the supply of goods which are not prefabricated and for whose production an individual selection or specification by the consumer is decisive, or which are clearly tailored to the consumer’s personal needs, for example furniture in custom dimensions, upholstered furniture covered to your specification or made-to-measure curtains.</p>",
      "<p>The right of withdrawal expires early</p>",
      "<ul>",
      "<li>for contracts for the supply of sealed goods which are not suitable for return for reasons of health protection or hygiene, if they were unsealed after delivery;</li>",
      "<li>for contracts for the supply of sealed audio or video recordings or computer software, if they were unsealed after delivery.</li>",
      "</ul>",
    ),
    section(
      "Model withdrawal form",
      "<p>(Complete and return this form only if you wish to withdraw from the contract.)</p>",
      "<ul>",
      "<li>To {{shop.name}}, {{shop.address}}, email: {{shop.email}}:</li>",
      "<li>I/We (*) hereby give notice that I/We (*) withdraw from my/our (*) contract of sale of the following goods (*)/for the provision of the following service (*)</li>",
      "<li>Ordered on (*)/received on (*)</li>",
      "<li>Name of consumer(s)</li>",
      "<li>Address of consumer(s)</li>",
      "<li>Signature of consumer(s) (only if this form is notified on paper)</li>",
      "<li>Date</li>",
      "</ul>",
      "<p>(*) Delete as appropriate.</p>",
      '<p>A printable version is on the <a href="/en/cancellation-form">cancellation form</a> page. Our <a href="/en/withdrawal">withdrawal function</a> is quicker: you receive the acknowledgement of receipt by email at once.</p>',
    ),
    section(
      "Notes on returns",
      "<p>The following notes are not a condition for exercising the right of withdrawal effectively. They help us to process your return quickly.</p>",
      "<ul>",
      "<li>Register the return in your customer account or through the link in your order under “Return items”. You then receive a return note to put in the parcel.</li>",
      "<li>If possible, send the goods back in their original packaging or in equivalent packaging that is safe for transport.</li>",
      '<li>For freight goods we agree a collection date with you. Write to us using the <a href="/en/contact">contact form</a> or at {{shop.email}}.</li>',
      '<li>In addition to your statutory right of withdrawal, we grant a voluntary 30-day return guarantee. Its conditions are in our <a href="/en/terms-and-conditions">terms and conditions</a>.</li>',
      "</ul>",
    ),
  ],
};

// ---------------------------------------------------------------------------------------------
// Erklärung zur Barrierefreiheit / declaration of accessibility (BFSG)
// ---------------------------------------------------------------------------------------------

const DECLARATION_OF_ACCESSIBILITY: Record<Locale, Section[]> = {
  de: [
    section(
      "Geltungsbereich",
      "<p>Diese Erklärung gilt für den Online-Shop von {{shop.name}} in deutscher und englischer Sprache. Wir sind bestrebt, unseren Shop im Einklang mit dem Barrierefreiheitsstärkungsgesetz (BFSG), das seit dem 28. Juni 2025 gilt, und der Verordnung zum Barrierefreiheitsstärkungsgesetz (BFSGV) barrierefrei zugänglich zu machen.</p>",
    ),
    section(
      "Unsere Dienstleistung",
      "<p>Im Shop können Sie Möbel, Leuchten, Heimtextilien und Haustechnik ansehen, vergleichen und kaufen. Sie können als Gast oder mit einem Kundenkonto bestellen, Artikel auf eine Wunschliste setzen, Bewertungen lesen und schreiben, den Newsletter abonnieren, uns über das Kontaktformular schreiben, Rücksendungen anmelden und einen Vertrag über die Widerrufsfunktion widerrufen. Alle diese Funktionen lassen sich mit Tastatur, Maus, Touch und Bildschirmlesern bedienen.</p>",
    ),
    section(
      "Stand der Vereinbarkeit mit den Anforderungen",
      "<p>Maßstab sind die Anforderungen der BFSGV, die wir nach der harmonisierten Norm EN 301 549 und damit nach den Web Content Accessibility Guidelines (WCAG) 2.2, Konformitätsstufe AA, umsetzen.</p>",
      "<p>Der Shop ist mit diesen Anforderungen <strong>weitgehend vereinbar</strong>. Die Ausnahmen nennen wir unten unter „Bekannte Einschränkungen“.</p>",
    ),
    section(
      "Wie wir die Barrierefreiheit prüfen",
      "<ul>",
      "<li>Bei jedem Testlauf prüfen automatisierte Tests jede Seite des Shops, die sie aufrufen, mit der Prüfbibliothek axe-core gegen die Regeln der WCAG 2.2 AA. Eine Änderung, die dabei einen Fehler auslöst, wird nicht veröffentlicht.</li>",
      "<li>Die wichtigsten Wege, vom Suchen über Warenkorb und Kasse bis zur Bestellbestätigung, zu Kundenkonto, Kontaktformular und Widerruf, testen wir ausschließlich mit der Tastatur. Der Fokus ist dabei stets sichtbar, und jede Seite beginnt mit einem Link „Zum Hauptinhalt springen“.</li>",
      "<li>Alle Seiten sind ab einer Breite von 320 CSS-Pixeln und bei 400 % Vergrößerung ohne waagerechtes Scrollen nutzbar.</li>",
      "<li>Bedienelemente, Formularfelder, Fehlermeldungen und Statusmeldungen haben Bezeichnungen, die Bildschirmleser vorlesen; die automatisierten Tests prüfen, dass sie vorhanden sind.</li>",
      "<li>Farben und Kontraste der Shop-Gestaltung erfüllen die Mindestkontraste der WCAG; Schaltflächen und Schalter sind mindestens 24 × 24 Pixel groß.</li>",
      "<li>Die Prüfung, ob ein Formular von einem Menschen kommt, verlangt keine Bilderrätsel: Sie läuft im Hintergrund und ist mit der Tastatur bedienbar.</li>",
      "</ul>",
    ),
    section(
      "Bekannte Einschränkungen",
      "<ul>",
      "<li><strong>PDF-Dokumente:</strong> Rechnungen, Lieferscheine, Gutschriften und Retourenscheine sind noch keine getaggten (barrierefreien) PDF-Dateien. Alle Angaben daraus finden Sie auch auf der Bestellseite in Ihrem Kundenkonto oder über den Link in der Bestellbestätigung. Auf Wunsch senden wir Ihnen die Inhalte als barrierefreie Textfassung.</li>",
      "<li><strong>Zahlungsseiten:</strong> Bei Zahlung mit Kreditkarte, PayPal oder Apple Pay werden Sie gegebenenfalls auf Seiten unseres Zahlungsdienstleisters Mollie B.V. oder des gewählten Zahlungsanbieters weitergeleitet. Diese Seiten liegen außerhalb unseres Einflussbereichs. Als Alternative stehen Vorkasse und Kauf auf Rechnung zur Verfügung; beide werden vollständig im Shop abgewickelt.</li>",
      "<li><strong>Redaktionelle Inhalte:</strong> Texte und Bilder, die wir selbst im Shop pflegen, etwa Beispieltexte, Aktionsbanner und Produktbilder, haben möglicherweise noch nicht überall aussagekräftige Alternativtexte. Wir ergänzen sie fortlaufend.</li>",
      "</ul>",
    ),
    section(
      "Barriere melden",
      '<p>Sind Ihnen Barrieren aufgefallen, oder benötigen Sie Informationen aus dem Shop in einer zugänglichen Form? Schreiben Sie uns über das <a href="/contact">Kontaktformular</a> oder per E-Mail an {{shop.email}}. Beschreiben Sie bitte, auf welcher Seite und bei welcher Funktion das Problem auftrat und welche Hilfsmittel (z. B. Bildschirmleser, Vergrößerung) Sie verwenden.</p>',
      "<p>Wir bemühen uns, Ihre Meldung innerhalb von 14 Tagen zu beantworten.</p>",
    ),
    section(
      "Durchsetzungsverfahren",
      "<p>Sind Sie der Ansicht, dass unser Shop die Anforderungen an die Barrierefreiheit nicht erfüllt, können Sie sich an die zuständige Marktüberwachungsbehörde wenden und beantragen, dass sie Maßnahmen ergreift. Zuständig ist die Marktüberwachungsstelle der Länder für die Barrierefreiheit von Produkten und Dienstleistungen (MLBF) in Magdeburg.</p>",
      "<p>Daneben können Sie ein Schlichtungsverfahren bei der Schlichtungsstelle nach § 16 des Behindertengleichstellungsgesetzes (BGG) beantragen (§ 34 BFSG).</p>",
    ),
    section(
      "Erstellung dieser Erklärung",
      "<p>Diese Erklärung beruht auf einer Selbstbewertung und wurde am 28. November 2026 erstellt. Wir überprüfen sie, wenn sich der Shop wesentlich ändert, mindestens aber einmal im Jahr.</p>",
    ),
  ],
  en: [
    section(
      "Scope",
      "<p>This declaration applies to the online shop of {{shop.name}} in German and English. We strive to make our shop accessible in accordance with the German Accessibility Strengthening Act (Barrierefreiheitsstärkungsgesetz, BFSG), in force since 28 June 2025, and the ordinance implementing it (BFSGV).</p>",
    ),
    section(
      "Our service",
      "<p>In the shop you can view, compare and buy furniture, lighting, home textiles and home technology. You can order as a guest or with a customer account, add items to a wishlist, read and write reviews, subscribe to the newsletter, write to us with the contact form, register returns and withdraw from a contract with the withdrawal function. All of these can be used with a keyboard, mouse, touch screen and screen readers.</p>",
    ),
    section(
      "Compliance status",
      "<p>The benchmark is the requirements of the BFSGV, which we implement according to the harmonised standard EN 301 549 and thus according to the Web Content Accessibility Guidelines (WCAG) 2.2, conformance level AA.</p>",
      "<p>The shop is <strong>partially compliant</strong> with these requirements. The exceptions are listed below under “Known limitations”.</p>",
    ),
    section(
      "How we check accessibility",
      "<ul>",
      "<li>In every test run, automated tests check every shop page they visit with the axe-core testing library against the rules of WCAG 2.2 AA. A change that causes an error there is not released.</li>",
      "<li>We test the main paths, from searching through cart and checkout to the order confirmation, as well as the customer account, the contact form and the withdrawal, with the keyboard only. The focus is always visible, and every page starts with a “Skip to main content” link.</li>",
      "<li>All pages can be used from a width of 320 CSS pixels and at 400 % zoom without horizontal scrolling.</li>",
      "<li>Controls, form fields, error messages and status messages have labels that screen readers announce; the automated tests check that they are there.</li>",
      "<li>The colours and contrasts of the shop design meet the WCAG minimum contrasts; buttons and switches are at least 24 × 24 pixels.</li>",
      "<li>The check that a form is sent by a human needs no picture puzzles: it runs in the background and can be operated with the keyboard.</li>",
      "</ul>",
    ),
    section(
      "Known limitations",
      "<ul>",
      "<li><strong>PDF documents:</strong> invoices, delivery notes, credit notes and return notes are not yet tagged (accessible) PDF files. All of their information is also on the order page in your customer account or behind the link in the order confirmation. On request we send you the content as an accessible text version.</li>",
      "<li><strong>Payment pages:</strong> when you pay by credit card, PayPal or Apple Pay, you may be taken to pages of our payment service provider Mollie B.V. or of the chosen payment provider. These pages are outside our control. Prepayment and invoice are available as alternatives; both are handled entirely in the shop.</li>",
      "<li><strong>Editorial content:</strong> texts and images that we maintain in the shop ourselves, such as sample texts, promotional banners and product images, may not yet have meaningful alternative texts everywhere. We are adding them continuously.</li>",
      "</ul>",
    ),
    section(
      "Reporting a barrier",
      '<p>Have you come across a barrier, or do you need information from the shop in an accessible form? Write to us using the <a href="/en/contact">contact form</a> or by email to {{shop.email}}. Please describe on which page and with which function the problem occurred and which assistive technology (e.g. screen reader, magnification) you use.</p>',
      "<p>We aim to answer your report within 14 days.</p>",
    ),
    section(
      "Enforcement procedure",
      "<p>If you believe that our shop does not meet the accessibility requirements, you can contact the competent market surveillance authority and ask it to take measures. The competent authority is the Marktüberwachungsstelle der Länder für die Barrierefreiheit von Produkten und Dienstleistungen (MLBF, the German federal states’ market surveillance authority for the accessibility of products and services) in Magdeburg.</p>",
      "<p>You can also apply for conciliation proceedings at the conciliation body under section 16 of the German Disability Equality Act (Behindertengleichstellungsgesetz, BGG) (section 34 BFSG).</p>",
    ),
    section(
      "Preparation of this declaration",
      "<p>This declaration is based on a self-assessment and was prepared on 28 November 2026. We review it whenever the shop changes significantly, and at least once a year.</p>",
    ),
  ],
};

// ---------------------------------------------------------------------------------------------
// Impressum / legal disclosure: only what follows the identity the page renders from settings
// ---------------------------------------------------------------------------------------------

const LEGAL_DISCLOSURE: Record<Locale, Section[]> = {
  de: [
    section(
      "Verbraucherstreitbeilegung",
      '<p>Die Plattform der EU-Kommission zur Online-Streitbeilegung (OS-Plattform, <a href="https://ec.europa.eu/consumers/odr">https://ec.europa.eu/consumers/odr</a>) wurde am 20. Juli 2025 eingestellt.</p>',
      '<p>Wir sind nicht bereit und nicht verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen (§ 36 Verbraucherstreitbeilegungsgesetz, VSBG). Bei Fragen und Problemen erreichen Sie uns direkt über das <a href="/contact">Kontaktformular</a>.</p>',
    ),
    section(
      "Haftung für Inhalte",
      "<p>Wir erstellen die Inhalte dieses Shops mit Sorgfalt. Für ihre Richtigkeit, Vollständigkeit und Aktualität übernehmen wir jedoch keine Gewähr, soweit gesetzlich zulässig. Als Diensteanbieter sind wir nach den allgemeinen Gesetzen für eigene Inhalte verantwortlich. Wir sind nicht verpflichtet, übermittelte oder gespeicherte fremde Informationen zu überwachen oder nach Umständen zu forschen, die auf eine rechtswidrige Tätigkeit hinweisen. Sobald wir von einer Rechtsverletzung Kenntnis erlangen, entfernen wir den betreffenden Inhalt umgehend.</p>",
    ),
    section(
      "Haftung für Links",
      "<p>Unser Shop enthält Links zu Websites Dritter, auf deren Inhalte wir keinen Einfluss haben. Für diese Inhalte ist stets der jeweilige Anbieter oder Betreiber verantwortlich. Zum Zeitpunkt der Verlinkung waren keine Rechtsverstöße erkennbar. Eine ständige Kontrolle der verlinkten Seiten ist ohne konkrete Anhaltspunkte einer Rechtsverletzung nicht zumutbar. Wird uns eine Rechtsverletzung bekannt, entfernen wir den Link umgehend.</p>",
    ),
    section(
      "Urheberrecht",
      "<p>Texte, Bilder, Grafiken und die Gestaltung dieses Shops unterliegen dem deutschen Urheberrecht. Vervielfältigung, Bearbeitung, Verbreitung und jede Verwertung außerhalb der Grenzen des Urheberrechts bedürfen der vorherigen schriftlichen Zustimmung von {{shop.name}} beziehungsweise der jeweiligen Rechteinhaber. Produktbilder und Markenzeichen der Hersteller sind deren Eigentum. Sollten Sie auf eine Urheberrechtsverletzung aufmerksam werden, bitten wir um einen Hinweis an {{shop.email}}.</p>",
    ),
  ],
  en: [
    section(
      "Consumer dispute resolution",
      '<p>The European Commission’s online dispute resolution platform (ODR platform, <a href="https://ec.europa.eu/consumers/odr">https://ec.europa.eu/consumers/odr</a>) was discontinued on 20 July 2025.</p>',
      '<p>We are neither willing nor obliged to take part in dispute resolution proceedings before a consumer arbitration board (section 36 of the German Consumer Dispute Resolution Act, VSBG). If you have questions or problems, please contact us directly using the <a href="/en/contact">contact form</a>.</p>',
    ),
    section(
      "Liability for content",
      "<p>We create the content of this shop with care. However, to the extent permitted by law, we accept no liability for its accuracy, completeness or timeliness. As a service provider we are responsible for our own content under the general laws. We are not obliged to monitor third-party information transmitted or stored or to look for circumstances indicating illegal activity. As soon as we become aware of an infringement, we remove the content concerned without delay.</p>",
    ),
    section(
      "Liability for links",
      "<p>Our shop contains links to third-party websites whose content we cannot influence. The respective provider or operator is always responsible for that content. No infringements were apparent at the time the links were set. Permanent monitoring of linked pages is not reasonable without concrete indications of an infringement. If we become aware of an infringement, we remove the link without delay.</p>",
    ),
    section(
      "Copyright",
      "<p>The texts, images, graphics and design of this shop are subject to German copyright law. Reproduction, editing, distribution and any use beyond the limits of copyright law require the prior written consent of {{shop.name}} or of the respective rights holder. Manufacturers’ product images and trademarks are their property. If you notice a copyright infringement, please let us know at {{shop.email}}.</p>",
    ),
  ],
};

// ---------------------------------------------------------------------------------------------
// Datenschutzerklärung / privacy policy (GDPR)
// ---------------------------------------------------------------------------------------------

const PRIVACY_POLICY: Record<Locale, Section[]> = {
  de: [
    section(
      "Verantwortlicher",
      "<p>Verantwortlich für die Verarbeitung personenbezogener Daten in diesem Online-Shop im Sinne der Datenschutz-Grundverordnung (DSGVO) ist:</p>",
      "<p>{{shop.name}}, {{shop.address}}, E-Mail: {{shop.email}}</p>",
      '<p>Bei Fragen zum Datenschutz und zur Ausübung Ihrer Rechte erreichen Sie uns unter dieser Adresse oder über das <a href="/contact">Kontaktformular</a>.</p>',
    ),
    section(
      "Überblick",
      "<p>Wir verarbeiten personenbezogene Daten nur, soweit es für den Betrieb des Shops, die Abwicklung Ihrer Bestellungen und die Kommunikation mit Ihnen erforderlich ist, wir gesetzlich dazu verpflichtet sind oder Sie eingewilligt haben. Rechtsgrundlagen sind insbesondere:</p>",
      "<ul>",
      "<li>Art. 6 Abs. 1 lit. a DSGVO (Einwilligung), etwa für den Newsletter und für Dienste, die Sie in den Cookie-Einstellungen erlauben;</li>",
      "<li>Art. 6 Abs. 1 lit. b DSGVO (Vertrag und vorvertragliche Maßnahmen), etwa für Bestellungen und Ihr Kundenkonto;</li>",
      "<li>Art. 6 Abs. 1 lit. c DSGVO (rechtliche Verpflichtung), etwa für handels- und steuerrechtliche Aufbewahrungspflichten;</li>",
      "<li>Art. 6 Abs. 1 lit. f DSGVO (berechtigtes Interesse), etwa für die Sicherheit des Shops und den Schutz vor Missbrauch.</li>",
      "</ul>",
      "<p>Für das Speichern von Informationen auf Ihrem Endgerät und den Zugriff darauf (z. B. Cookies) gilt zusätzlich § 25 des Telekommunikation-Digitale-Dienste-Datenschutz-Gesetzes (TDDDG).</p>",
    ),
    section(
      "Hosting und Server-Protokolle",
      "<p>Der Shop und seine Datenbank (PostgreSQL) werden bei einem Hosting-Dienstleister in Rechenzentren in der Europäischen Union betrieben, mit dem wir einen Vertrag zur Auftragsverarbeitung nach Art. 28 DSGVO geschlossen haben.</p>",
      "<p>Bei jedem Aufruf verarbeitet der Server technisch notwendige Daten: Ihre IP-Adresse, Datum und Uhrzeit, die aufgerufene Adresse, den Statuscode und Angaben zum Browser. Unsere Server-Protokolle enthalten Zeitpunkt, aufgerufene Seite (ohne Parameter), Statuscode, Bearbeitungsdauer und eine zufällige Anfrage-Kennung; Namen, E-Mail-Adressen, Anschriften und Passwörter schreiben wir nicht hinein. Ihre IP-Adresse verwenden wir außerdem kurzzeitig, um die Zahl von Anfragen zu begrenzen, zum Beispiel bei Anmeldeversuchen oder Formularen. Die Protokolle löschen wir nach spätestens 14 Tagen, sofern sie nicht zur Aufklärung eines Sicherheitsvorfalls länger benötigt werden.</p>",
      "<p>Rechtsgrundlage ist Art. 6 Abs. 1 lit. f DSGVO; unser berechtigtes Interesse liegt im sicheren und stabilen Betrieb des Shops.</p>",
    ),
    section(
      "Cookies und Einwilligungen",
      "<p>Wir setzen nur Cookies, die der Shop zum Funktionieren braucht, solange Sie nichts anderes erlauben. Weitere Dienste laufen erst, nachdem Sie in den Cookie-Einstellungen zugestimmt haben. Die Einstellungen sind in Gruppen geordnet:</p>",
      "<ul>",
      "<li><strong>Essenziell</strong> (immer aktiv): das Sitzungs-Cookie „sid“ für Warenkorb, Anmeldung und Sicherheitsschlüssel (30 Tage; es wird erst gesetzt, wenn Sie eine Funktion nutzen, die eine Sitzung braucht, etwa den Warenkorb), das Cookie „locale“ für die gewählte Sprache (1 Jahr) und das Cookie „consent“, das Ihre Wahl in den Cookie-Einstellungen speichert (6 Monate). Die Cookies „op_sid“ und „pwa“ erhalten nur Mitarbeitende des Shops. Rechtsgrundlage ist § 25 Abs. 2 Nr. 2 TDDDG in Verbindung mit Art. 6 Abs. 1 lit. b und f DSGVO.</li>",
      "<li><strong>Funktional</strong>: Cloudflare Turnstile als Prüfung, ob ein Formular von einem Menschen kommt (siehe unten).</li>",
      "<li><strong>Externe Medien</strong>: Videos von YouTube (Google Ireland Ltd., Dublin; eingebunden über youtube-nocookie.com) und Vimeo (Vimeo.com, Inc., New York; mit „Do Not Track“). Ein Video lädt erst, wenn Sie auf „Video laden“ klicken oder externe Medien erlaubt haben; erst dann überträgt Ihr Browser Daten wie Ihre IP-Adresse an den Anbieter, der dabei Cookies setzen kann. Bei Vimeo kann eine Übermittlung in die USA stattfinden (EU-US Data Privacy Framework).</li>",
      "<li><strong>Marketing und Statistik</strong>: die Reichweitenmessung mit Matomo (siehe unten).</li>",
      "</ul>",
      "<p>Eine Gruppe wird nur angeboten, wenn wir einen ihrer Dienste tatsächlich einsetzen. Rechtsgrundlage für die optionalen Gruppen ist Ihre Einwilligung (§ 25 Abs. 1 TDDDG, Art. 6 Abs. 1 lit. a DSGVO). Sie können Ihre Wahl jederzeit über den Link „Cookie-Einstellungen“ am Ende jeder Seite ändern und eine Einwilligung mit Wirkung für die Zukunft widerrufen.</p>",
      "<p>Zum Nachweis speichern wir jede Entscheidung mit einer zufälligen Einwilligungs-Kennung (die auch im Cookie „consent“ steht), den gewählten Gruppen, der Version der Dienste-Liste, der gewählten Schaltfläche, der Sprache und dem Zeitpunkt, ohne IP-Adresse und ohne Bezug zu Ihrem Kundenkonto. Diese Nachweise löschen wir nach drei Jahren (Art. 7 Abs. 1, Art. 6 Abs. 1 lit. c DSGVO).</p>",
    ),
    section(
      "Kundenkonto",
      "<p>Wenn Sie ein Kundenkonto anlegen, verarbeiten wir Ihre E-Mail-Adresse, Ihr Passwort (nur als sicherer Hash), Ihren Namen und die Adressen, die Sie in Ihrem Adressbuch speichern, sowie Ihre Bestellungen, Rücksendungen, Bewertungen und Ihre Wunschliste. Rechtsgrundlage ist Art. 6 Abs. 1 lit. b DSGVO.</p>",
      "<p>In Ihrem Konto können Sie unter „Persönliche Daten“ alle Daten, die wir über Sie speichern, herunterladen (Art. 15 und 20 DSGVO) und Ihr Konto löschen (Art. 17 DSGVO). Beim Löschen entfernen wir Konto, Adressbuch, Warenkörbe und Wunschliste. Bestellungen bewahren wir auf, solange handels- und steuerrechtliche Pflichten es verlangen, jedoch ohne Ihre E-Mail-Adresse, Telefonnummern und freien Texte. Ihre Bewertungen bleiben ohne Ihren Namen als „Anonym“ sichtbar.</p>",
    ),
    section(
      "Bestellungen",
      "<p>Für die Abwicklung einer Bestellung, auch ohne Kundenkonto, verarbeiten wir Ihren Namen, Rechnungs- und Lieferadresse, E-Mail-Adresse, gegebenenfalls Telefonnummer, Firma und Umsatzsteuer-Identifikationsnummer, die bestellten Artikel, die Zahlungsart und den Zahlungsstatus. Rechtsgrundlage ist Art. 6 Abs. 1 lit. b DSGVO, für Rechnungen und Buchhaltung Art. 6 Abs. 1 lit. c DSGVO.</p>",
      '<p>Diese Angaben sind für den Vertragsschluss erforderlich; ohne sie können wir Ihre Bestellung nicht ausführen. Die Bestellbestätigung, Versandnachrichten und Rechnungen senden wir Ihnen per E-Mail. Erklären Sie über unsere <a href="/withdrawal">Widerrufsfunktion</a> einen Widerruf oder melden Sie eine Rücksendung an, verarbeiten wir Ihre Angaben dazu und bestätigen Ihnen den Eingang (Art. 6 Abs. 1 lit. b und c DSGVO).</p>',
    ),
    section(
      "Versand",
      "<p>Zur Zustellung geben wir Ihren Namen und Ihre Lieferadresse an das beauftragte Versandunternehmen weiter: die DHL Paket GmbH bzw. Deutsche Post AG, Bonn, für Paketsendungen, DHL Express Germany GmbH, Bonn, für Expresssendungen und eine Spedition für Speditionsware (Art. 6 Abs. 1 lit. b DSGVO).</p>",
      "<ul>",
      "<li>Ihre E-Mail-Adresse und Telefonnummer erhält der Versanddienstleister, damit er die Zustellung ankündigen oder einen Liefertermin mit Ihnen vereinbaren kann, nur, wenn Sie dem im Bestellvorgang zustimmen (Art. 6 Abs. 1 lit. a DSGVO). Sie können diese Einwilligung jederzeit mit Wirkung für die Zukunft widerrufen.</li>",
      "<li>Wählen Sie eine Wunschzustellung (Wunschtag, Ablageort oder Nachbar) oder eine Packstation, übermitteln wir diese Angaben, bei einem Wunschnachbarn auch dessen Namen und Anschrift, an DHL.</li>",
      "<li>Bei Lieferungen außerhalb der Europäischen Union übermitteln wir die für die Zollanmeldung erforderlichen Daten an den Versanddienstleister und die Zollbehörden. Für die Schweiz und das Vereinigte Königreich besteht ein Angemessenheitsbeschluss der EU-Kommission; für andere Länder erfolgt die Übermittlung, weil sie für die Erfüllung des Vertrags erforderlich ist (Art. 49 Abs. 1 lit. b DSGVO).</li>",
      "</ul>",
    ),
    section(
      "Zahlung",
      "<p>Kreditkarte, PayPal und Apple Pay wickeln wir über den Zahlungsdienstleister Mollie B.V., Keizersgracht 126, 1015 CW Amsterdam, Niederlande, ab. Dazu übermitteln wir Mollie den Betrag, die Bestellnummer und die für die Zahlung nötigen Angaben. Ihre Karten- und Kontodaten geben Sie direkt bei Mollie bzw. beim gewählten Zahlungsanbieter ein; wir erhalten sie nicht. Ist das Kartenformular in unsere Kasse eingebettet, lädt Ihr Browser dafür ein Skript von Mollie. Je nach Zahlungsart sind außerdem PayPal (Europe) S.à r.l. et Cie, S.C.A., Luxemburg, oder Apple Distribution International Ltd., Cork, Irland, beteiligt. Mollie und diese Anbieter verarbeiten die Daten auch in eigener Verantwortung, etwa zur Betrugsprävention und zur Erfüllung geldwäscherechtlicher Pflichten; Einzelheiten finden Sie in deren Datenschutzhinweisen. Rechtsgrundlage ist Art. 6 Abs. 1 lit. b DSGVO.</p>",
      "<p>Bei Vorkasse und Kauf auf Rechnung überweisen Sie den Betrag auf unser Bankkonto; wir verarbeiten dann die Angaben aus Ihrer Überweisung. Eine Bonitätsprüfung bei Auskunfteien führen wir nicht durch.</p>",
    ),
    section(
      "Newsletter",
      "<p>Wenn Sie unseren Newsletter abonnieren, verarbeiten wir Ihre E-Mail-Adresse und, sofern Sie sie angeben, Ihren Vor- und Nachnamen. Die Anmeldung erfolgt im Double-Opt-in-Verfahren: Sie erhalten eine E-Mail mit einem Bestätigungslink, der 48 Stunden gültig ist, und erst nach der Bestätigung senden wir Ihnen den Newsletter. Zum Nachweis Ihrer Einwilligung speichern wir den Zeitpunkt der Anmeldung und der Bestätigung sowie die Fassung des Einwilligungstextes.</p>",
      "<p>Rechtsgrundlage ist Ihre Einwilligung (Art. 6 Abs. 1 lit. a DSGVO). Sie können den Newsletter jederzeit über den Abmeldelink in jeder E-Mail oder in Ihrem Kundenkonto abbestellen. Nach der Abmeldung senden wir keine Newsletter mehr; den Nachweis der früheren Einwilligung bewahren wir bis zu drei Jahre auf (Art. 6 Abs. 1 lit. f DSGVO).</p>",
    ),
    section(
      "Kontaktformular und E-Mail",
      '<p>Schreiben Sie uns über das <a href="/contact">Kontaktformular</a> oder per E-Mail, verarbeiten wir Ihren Namen, Ihre E-Mail-Adresse, gegebenenfalls die Bestellnummer, den Betreff und Ihre Nachricht, um Ihre Anfrage zu beantworten. Das Formular sendet Ihre Nachricht als E-Mail an uns und eine Kopie an Sie. Die Aufzeichnungen unseres Versandsystems löschen wir nach 90 Tagen; die Korrespondenz selbst bewahren wir so lange auf, wie es zur Bearbeitung nötig ist, und als Geschäftsbrief bis zu sechs Jahre. Rechtsgrundlage ist Art. 6 Abs. 1 lit. b DSGVO, wenn Ihre Anfrage einen Vertrag betrifft, sonst Art. 6 Abs. 1 lit. f DSGVO.</p>',
    ),
    section(
      "Schutz vor Missbrauch: ALTCHA und Cloudflare Turnstile",
      "<p>Kontaktformular und Newsletter-Anmeldung schützen wir mit einer Prüfung, ob ein Mensch das Formular sendet. Standardmäßig ist das ALTCHA, das wir selbst betreiben: Ihr Browser löst im Hintergrund eine kleine Rechenaufgabe; dabei werden keine Cookies gesetzt, keine Interaktionen aufgezeichnet und keine Daten an Dritte übermittelt (Art. 6 Abs. 1 lit. f DSGVO).</p>",
      "<p>Haben Sie der Gruppe „Funktional“ zugestimmt, verwenden wir stattdessen Cloudflare Turnstile der Cloudflare, Inc., 101 Townsend St., San Francisco, CA 94107, USA. Dabei lädt Ihr Browser ein Skript von Cloudflare, und Cloudflare verarbeitet Ihre IP-Adresse sowie Angaben zu Browser und Gerät; zur Prüfung übermitteln wir Cloudflare außerdem Ihre IP-Adresse. Cloudflare ist nach dem EU-US Data Privacy Framework zertifiziert, für das ein Angemessenheitsbeschluss der EU-Kommission besteht. Rechtsgrundlage ist Ihre Einwilligung (§ 25 Abs. 1 TDDDG, Art. 6 Abs. 1 lit. a DSGVO).</p>",
    ),
    section(
      "Bewertungen und Wunschliste",
      "<p>Bewertungen können Sie mit Ihrem Kundenkonto abgeben. Wir veröffentlichen Ihre Bewertung mit Sterne-Wertung, Text, Datum und Ihrem Vornamen mit dem Anfangsbuchstaben Ihres Nachnamens; gegebenenfalls prüfen wir Bewertungen vor der Veröffentlichung. Sie können Ihre Bewertungen jederzeit ändern oder löschen. Ihre Wunschliste speichern wir in Ihrem Kundenkonto, bis Sie sie leeren oder das Konto löschen. Rechtsgrundlage ist jeweils Art. 6 Abs. 1 lit. b DSGVO.</p>",
    ),
    section(
      "Reichweitenmessung mit Matomo",
      "<p>Nur wenn Sie der Gruppe „Marketing und Statistik“ zugestimmt haben, nutzen wir die Open-Source-Software Matomo, die für uns auf Servern in der Europäischen Union betrieben wird. Matomo erfasst, welche Seiten und Artikel Sie ansehen, Änderungen am Warenkorb sowie bei einer Bestellung die Bestellnummer und den Gesamtbetrag. Ihre IP-Adresse wird vor der Speicherung gekürzt. Matomo setzt die Cookies „_pk_id“ (13 Monate) und „_pk_ses“ (30 Minuten). Die Daten nutzen wir ausschließlich, um den Shop zu verbessern, und geben sie nicht an Dritte weiter.</p>",
      "<p>Rechtsgrundlage ist Ihre Einwilligung (§ 25 Abs. 1 TDDDG, Art. 6 Abs. 1 lit. a DSGVO). Ohne Ihre Zustimmung wird Matomo nicht geladen. Sie können die Einwilligung jederzeit in den Cookie-Einstellungen widerrufen; die Cookies werden dann entfernt.</p>",
    ),
    section(
      "Empfänger und Auftragsverarbeiter",
      "<p>Neben den oben genannten Versand- und Zahlungsdienstleistern erhalten personenbezogene Daten nur Dienstleister, die uns beim Betrieb des Shops unterstützen und die wir nach Art. 28 DSGVO vertraglich verpflichtet haben: unser Hosting-Dienstleister, unser E-Mail-Dienstleister für den Versand von Bestell- und Service-E-Mails und gegebenenfalls IT-Dienstleister für Wartung und Support. Rechnungs- und Buchhaltungsdaten erhält außerdem unsere Steuerberatung, die zur Verschwiegenheit verpflichtet ist. Eine Übermittlung in Länder außerhalb der Europäischen Union findet nur in den oben beschriebenen Fällen statt.</p>",
    ),
    section(
      "Speicherdauer",
      "<p>Wir löschen personenbezogene Daten, sobald der Zweck entfällt und keine Aufbewahrungspflicht entgegensteht. Insbesondere gilt:</p>",
      "<ul>",
      "<li>Bestell- und Rechnungsdaten bewahren wir nach Handels- und Steuerrecht auf (§ 257 HGB, § 147 AO): Handels- und Geschäftsbriefe sechs Jahre, Buchungsbelege wie Rechnungen acht Jahre, Bücher und Abschlüsse zehn Jahre, jeweils ab dem Ende des Kalenderjahres. Während dieser Zeit schränken wir die Verarbeitung auf die Erfüllung dieser Pflichten ein.</li>",
      "<li>Kundenkonto, Adressbuch und Wunschliste bis zur Löschung des Kontos.</li>",
      "<li>Nachweise über Cookie-Einwilligungen drei Jahre (regelmäßige Verjährungsfrist, § 195 BGB).</li>",
      "<li>Server-Protokolle höchstens 14 Tage.</li>",
      "</ul>",
    ),
    section(
      "Ihre Rechte",
      "<p>Sie haben gegenüber uns das Recht auf Auskunft (Art. 15 DSGVO), Berichtigung (Art. 16 DSGVO), Löschung (Art. 17 DSGVO), Einschränkung der Verarbeitung (Art. 18 DSGVO) und Datenübertragbarkeit (Art. 20 DSGVO). Eine Einwilligung können Sie jederzeit mit Wirkung für die Zukunft widerrufen (Art. 7 Abs. 3 DSGVO); die Rechtmäßigkeit der bis dahin erfolgten Verarbeitung bleibt unberührt. Wenden Sie sich dazu an {{shop.email}}.</p>",
      "<p>Sie haben außerdem das Recht, sich bei einer Datenschutz-Aufsichtsbehörde zu beschweren (Art. 77 DSGVO), insbesondere in dem Mitgliedstaat Ihres Aufenthaltsorts, Ihres Arbeitsplatzes oder des Orts des mutmaßlichen Verstoßes. Zuständig für uns ist die Datenschutz-Aufsichtsbehörde des Bundeslandes, in dem wir unseren Sitz haben.</p>",
    ),
    section(
      "Widerspruchsrecht nach Art. 21 DSGVO",
      "<p><strong>Verarbeiten wir Ihre Daten auf Grundlage berechtigter Interessen (Art. 6 Abs. 1 lit. f DSGVO), haben Sie das Recht, aus Gründen, die sich aus Ihrer besonderen Situation ergeben, jederzeit Widerspruch gegen diese Verarbeitung einzulegen. Wir verarbeiten die Daten dann nicht mehr, es sei denn, wir können zwingende schutzwürdige Gründe nachweisen, die Ihre Interessen, Rechte und Freiheiten überwiegen, oder die Verarbeitung dient der Geltendmachung, Ausübung oder Verteidigung von Rechtsansprüchen.</strong></p>",
      "<p><strong>Werden Ihre Daten für Direktwerbung verarbeitet, können Sie dem jederzeit ohne Angabe von Gründen widersprechen; wir verarbeiten sie dann nicht mehr zu diesem Zweck.</strong></p>",
      "<p>Ihren Widerspruch richten Sie formlos an {{shop.email}} oder an unsere Postanschrift.</p>",
    ),
    section(
      "Keine automatisierte Entscheidungsfindung",
      "<p>Wir setzen keine automatisierte Entscheidungsfindung einschließlich Profiling im Sinne von Art. 22 DSGVO ein.</p>",
    ),
    section(
      "Änderungen dieser Datenschutzerklärung",
      "<p>Wir passen diese Datenschutzerklärung an, wenn sich der Shop oder die Rechtslage ändert. Es gilt die jeweils hier veröffentlichte Fassung. Stand: November 2026.</p>",
    ),
  ],
  en: [
    section(
      "Controller",
      "<p>The controller responsible for processing personal data in this online shop within the meaning of the General Data Protection Regulation (GDPR) is:</p>",
      "<p>{{shop.name}}, {{shop.address}}, email: {{shop.email}}</p>",
      '<p>For questions about data protection and to exercise your rights, contact us at this address or using the <a href="/en/contact">contact form</a>.</p>',
    ),
    section(
      "Overview",
      "<p>We process personal data only as far as this is necessary to run the shop, to handle your orders and to communicate with you, as far as we are legally obliged to, or if you have consented. The legal bases are in particular:</p>",
      "<ul>",
      "<li>Art. 6(1)(a) GDPR (consent), for example for the newsletter and for services you allow in the cookie settings;</li>",
      "<li>Art. 6(1)(b) GDPR (contract and pre-contractual measures), for example for orders and your customer account;</li>",
      "<li>Art. 6(1)(c) GDPR (legal obligation), for example for retention obligations under commercial and tax law;</li>",
      "<li>Art. 6(1)(f) GDPR (legitimate interests), for example for the security of the shop and protection against abuse.</li>",
      "</ul>",
      "<p>Storing information on your device and accessing it (e.g. cookies) is additionally governed by section 25 of the German Telecommunications Digital Services Data Protection Act (TDDDG).</p>",
    ),
    section(
      "Hosting and server logs",
      "<p>The shop and its database (PostgreSQL) are run by a hosting provider in data centres in the European Union, with whom we have concluded a data processing agreement under Art. 28 GDPR.</p>",
      "<p>With every request the server processes technically necessary data: your IP address, date and time, the address requested, the status code and information about the browser. Our server logs contain the time, the page requested (without parameters), the status code, the processing time and a random request ID; we do not write names, email addresses, postal addresses or passwords into them. We also use your IP address briefly to limit the number of requests, for example for login attempts or forms. We delete the logs after 14 days at the latest, unless they are needed longer to investigate a security incident.</p>",
      "<p>The legal basis is Art. 6(1)(f) GDPR; our legitimate interest is the secure and stable operation of the shop.</p>",
    ),
    section(
      "Cookies and consent",
      "<p>We only set cookies the shop needs to work, unless you allow more. Other services run only after you have agreed in the cookie settings. The settings are organised in groups:</p>",
      "<ul>",
      "<li><strong>Essential</strong> (always on): the session cookie “sid” for the cart, login and security key (30 days; it is set only when you use a function that needs a session, such as the cart), the cookie “locale” for the language you chose (1 year) and the cookie “consent”, which stores your choice in the cookie settings (6 months). The cookies “op_sid” and “pwa” are given to the shop’s staff only. The legal basis is section 25(2) no. 2 TDDDG in conjunction with Art. 6(1)(b) and (f) GDPR.</li>",
      "<li><strong>Functional</strong>: Cloudflare Turnstile as the check that a form is sent by a human (see below).</li>",
      "<li><strong>External media</strong>: videos from YouTube (Google Ireland Ltd., Dublin; embedded through youtube-nocookie.com) and Vimeo (Vimeo.com, Inc., New York; with “Do Not Track”). A video loads only when you click “Load video” or have allowed external media; only then does your browser send data such as your IP address to the provider, which may set cookies. With Vimeo, data may be transferred to the USA (EU-US Data Privacy Framework).</li>",
      "<li><strong>Marketing and statistics</strong>: audience measurement with Matomo (see below).</li>",
      "</ul>",
      "<p>A group is offered only if we actually use one of its services. The legal basis for the optional groups is your consent (section 25(1) TDDDG, Art. 6(1)(a) GDPR). You can change your choice at any time with the “Cookie settings” link at the bottom of every page and withdraw a consent with effect for the future.</p>",
      "<p>As proof, we store every decision with a random consent ID (which is also in the “consent” cookie), the groups chosen, the version of the list of services, the button used, the language and the time, without an IP address and without any link to your customer account. We delete these records after three years (Art. 7(1), Art. 6(1)(c) GDPR).</p>",
    ),
    section(
      "Customer account",
      "<p>If you create a customer account, we process your email address, your password (only as a secure hash), your name and the addresses you save in your address book, as well as your orders, returns, reviews and your wishlist. The legal basis is Art. 6(1)(b) GDPR.</p>",
      "<p>Under “Personal data” in your account you can download all the data we store about you (Art. 15 and 20 GDPR) and delete your account (Art. 17 GDPR). When you delete it, we remove the account, address book, carts and wishlist. We keep orders as long as commercial and tax law require, but without your email address, telephone numbers and free texts. Your reviews stay visible without your name, as “Anonymous”.</p>",
    ),
    section(
      "Orders",
      "<p>To handle an order, also without a customer account, we process your name, billing and delivery address, email address, where applicable telephone number, company and VAT identification number, the items ordered, the payment method and the payment status. The legal basis is Art. 6(1)(b) GDPR, and for invoices and accounting Art. 6(1)(c) GDPR.</p>",
      '<p>This information is required to conclude the contract; without it we cannot carry out your order. We send you the order confirmation, shipping notifications and invoices by email. If you declare a withdrawal with our <a href="/en/withdrawal">withdrawal function</a> or register a return, we process the information you give and acknowledge receipt (Art. 6(1)(b) and (c) GDPR).</p>',
    ),
    section(
      "Shipping",
      "<p>For delivery we pass your name and delivery address to the shipping company we engage: DHL Paket GmbH or Deutsche Post AG, Bonn, for parcels, DHL Express Germany GmbH, Bonn, for express shipments and a freight forwarder for freight goods (Art. 6(1)(b) GDPR).</p>",
      "<ul>",
      "<li>The shipping company receives your email address and telephone number, so that it can announce the delivery or agree a delivery date with you, only if you agree to this during checkout (Art. 6(1)(a) GDPR). You can withdraw this consent at any time with effect for the future.</li>",
      "<li>If you choose a preferred delivery (preferred day, drop-off location or neighbour) or a Packstation, we pass this information to DHL, for a preferred neighbour also their name and address.</li>",
      "<li>For deliveries outside the European Union we pass the data required for the customs declaration to the shipping company and the customs authorities. For Switzerland and the United Kingdom there is an adequacy decision of the European Commission; for other countries the transfer takes place because it is necessary for the performance of the contract (Art. 49(1)(b) GDPR).</li>",
      "</ul>",
    ),
    section(
      "Payment",
      "<p>We handle credit card, PayPal and Apple Pay payments through the payment service provider Mollie B.V., Keizersgracht 126, 1015 CW Amsterdam, the Netherlands. For this we send Mollie the amount, the order number and the information needed for the payment. You enter your card and account details directly with Mollie or with the payment provider you chose; we do not receive them. If the card form is embedded in our checkout, your browser loads a script from Mollie for it. Depending on the payment method, PayPal (Europe) S.à r.l. et Cie, S.C.A., Luxembourg, or Apple Distribution International Ltd., Cork, Ireland, are also involved. Mollie and these providers also process the data under their own responsibility, for example to prevent fraud and to meet anti-money-laundering obligations; details are in their privacy notices. The legal basis is Art. 6(1)(b) GDPR.</p>",
      "<p>With prepayment and invoice you transfer the amount to our bank account; we then process the details of your transfer. We do not carry out credit checks with credit agencies.</p>",
    ),
    section(
      "Newsletter",
      "<p>If you subscribe to our newsletter, we process your email address and, if you give them, your first and last name. Subscription uses the double opt-in procedure: you receive an email with a confirmation link that is valid for 48 hours, and we send you the newsletter only after you have confirmed. As proof of your consent we store the time of subscription and confirmation and the version of the consent text.</p>",
      "<p>The legal basis is your consent (Art. 6(1)(a) GDPR). You can unsubscribe at any time with the unsubscribe link in every email or in your customer account. After you unsubscribe we send no more newsletters; we keep the proof of your earlier consent for up to three years (Art. 6(1)(f) GDPR).</p>",
    ),
    section(
      "Contact form and email",
      '<p>If you write to us using the <a href="/en/contact">contact form</a> or by email, we process your name, your email address, where applicable the order number, the subject and your message in order to answer your enquiry. The form sends your message to us by email and a copy to you. We delete the records of our mail system after 90 days; we keep the correspondence itself as long as needed to deal with it and, as a business letter, for up to six years. The legal basis is Art. 6(1)(b) GDPR if your enquiry concerns a contract, otherwise Art. 6(1)(f) GDPR.</p>',
    ),
    section(
      "Protection against abuse: ALTCHA and Cloudflare Turnstile",
      "<p>We protect the contact form and the newsletter sign-up with a check that a human is sending the form. By default this is ALTCHA, which we run ourselves: your browser solves a small computing task in the background; no cookies are set, no interactions are recorded and no data is passed to third parties (Art. 6(1)(f) GDPR).</p>",
      "<p>If you have agreed to the “Functional” group, we use Cloudflare Turnstile of Cloudflare, Inc., 101 Townsend St., San Francisco, CA 94107, USA, instead. Your browser then loads a script from Cloudflare, and Cloudflare processes your IP address and information about your browser and device; for the check we also send Cloudflare your IP address. Cloudflare is certified under the EU-US Data Privacy Framework, for which there is an adequacy decision of the European Commission. The legal basis is your consent (section 25(1) TDDDG, Art. 6(1)(a) GDPR).</p>",
    ),
    section(
      "Reviews and wishlist",
      "<p>You can write reviews with your customer account. We publish your review with its star rating, text, date and your first name with the initial of your last name; we may check reviews before they are published. You can change or delete your reviews at any time. We store your wishlist in your customer account until you empty it or delete the account. The legal basis in each case is Art. 6(1)(b) GDPR.</p>",
    ),
    section(
      "Audience measurement with Matomo",
      "<p>Only if you have agreed to the “Marketing and statistics” group do we use the open-source software Matomo, which is run for us on servers in the European Union. Matomo records which pages and items you view, changes to the cart and, for an order, the order number and the total. Your IP address is shortened before it is stored. Matomo sets the cookies “_pk_id” (13 months) and “_pk_ses” (30 minutes). We use the data solely to improve the shop and do not pass it on to third parties.</p>",
      "<p>The legal basis is your consent (section 25(1) TDDDG, Art. 6(1)(a) GDPR). Without your consent Matomo is not loaded. You can withdraw your consent at any time in the cookie settings; the cookies are then removed.</p>",
    ),
    section(
      "Recipients and processors",
      "<p>Apart from the shipping and payment service providers named above, personal data is received only by service providers who support us in running the shop and whom we have bound by contract under Art. 28 GDPR: our hosting provider, our email service provider for sending order and service emails and, where applicable, IT service providers for maintenance and support. Our tax advisers, who are bound to confidentiality, also receive invoicing and accounting data. Data is transferred to countries outside the European Union only in the cases described above.</p>",
    ),
    section(
      "Retention periods",
      "<p>We delete personal data as soon as the purpose no longer applies and no retention obligation prevents it. In particular:</p>",
      "<ul>",
      "<li>We keep order and invoice data as commercial and tax law requires (section 257 of the German Commercial Code, HGB; section 147 of the German Fiscal Code, AO): commercial and business letters for six years, accounting vouchers such as invoices for eight years, books and financial statements for ten years, each from the end of the calendar year. During this time we restrict processing to meeting these obligations.</li>",
      "<li>Customer account, address book and wishlist until the account is deleted.</li>",
      "<li>Records of cookie consents for three years (the regular limitation period, section 195 of the German Civil Code, BGB).</li>",
      "<li>Server logs for 14 days at most.</li>",
      "</ul>",
    ),
    section(
      "Your rights",
      "<p>You have the right of access (Art. 15 GDPR), rectification (Art. 16 GDPR), erasure (Art. 17 GDPR), restriction of processing (Art. 18 GDPR) and data portability (Art. 20 GDPR). You can withdraw a consent at any time with effect for the future (Art. 7(3) GDPR); this does not affect the lawfulness of processing carried out before the withdrawal. To do so, contact {{shop.email}}.</p>",
      "<p>You also have the right to lodge a complaint with a data protection supervisory authority (Art. 77 GDPR), in particular in the Member State of your habitual residence, place of work or place of the alleged infringement. The authority responsible for us is the data protection supervisory authority of the German federal state in which we have our registered office.</p>",
    ),
    section(
      "Right to object under Art. 21 GDPR",
      "<p><strong>Where we process your data on the basis of legitimate interests (Art. 6(1)(f) GDPR), you have the right to object to this processing at any time on grounds relating to your particular situation. We then no longer process the data unless we can demonstrate compelling legitimate grounds which override your interests, rights and freedoms, or the processing serves the establishment, exercise or defence of legal claims.</strong></p>",
      "<p><strong>Where your data is processed for direct marketing, you can object to this at any time without giving reasons; we then no longer process it for this purpose.</strong></p>",
      "<p>Send your objection informally to {{shop.email}} or to our postal address.</p>",
    ),
    section(
      "No automated decision-making",
      "<p>We do not use automated decision-making, including profiling, within the meaning of Art. 22 GDPR.</p>",
    ),
    section(
      "Changes to this privacy policy",
      "<p>We adapt this privacy policy when the shop or the law changes. The version published here applies. Last updated: November 2026.</p>",
    ),
  ],
};

// ---------------------------------------------------------------------------------------------
// Allgemeine Geschäftsbedingungen / terms and conditions
// ---------------------------------------------------------------------------------------------

const TERMS_AND_CONDITIONS: Record<Locale, Section[]> = {
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

// ---------------------------------------------------------------------------------------------
// Versand und Lieferung / shipping (the demo seed: server/demo/commerce/shipping-profiles.ts)
// ---------------------------------------------------------------------------------------------

const SHIPPING: Record<Locale, Section[]> = {
  de: [
    section(
      "Lieferländer",
      "<p>Wir liefern nach Deutschland, Österreich, Belgien, Dänemark, Frankreich, Italien, in die Niederlande, nach Polen, Schweden und Spanien sowie in die Schweiz, das Vereinigte Königreich und die Vereinigten Staaten. Speditionsware liefern wir nach Deutschland und Österreich.</p>",
      "<p>Welche Versandarten für Ihre Bestellung in Frage kommen, zeigen wir Ihnen in der Kasse, sobald Sie eine Lieferadresse angegeben haben, zusammen mit Preis und Lieferzeit.</p>",
    ),
    section(
      "Versandkosten innerhalb Deutschlands",
      "<p><strong>Ab einem Warenwert von 50 € liefern wir Paketware innerhalb Deutschlands versandkostenfrei.</strong> Darunter richten sich die Versandkosten mit DHL Paket nach dem Gewicht der Sendung:</p>",
      "<ul>",
      "<li>bis 2 kg: 4,90 €</li>",
      "<li>bis 5 kg: 5,90 €</li>",
      "<li>bis 10 kg: 7,90 €</li>",
      "<li>bis 31,5 kg: 12,90 €</li>",
      "</ul>",
      "<p>Kleine, leichte Sendungen bis 1 kg versenden wir auch als DHL Kleinpaket: 3,90 € bei einem Warenwert unter 20 €, 2,90 € ab 20 €, ab 50 € versandkostenfrei.</p>",
      "<p>DHL Express innerhalb Deutschlands kostet 19,90 € bis 31,5 kg. Für einen Wunschtag berechnen wir einen Aufpreis von 1,20 €; Ablageort und Wunschnachbar sind kostenlos.</p>",
      "<p>Alle Preise enthalten die gesetzliche Umsatzsteuer.</p>",
    ),
    section(
      "Versandkosten ins Ausland",
      "<h3>Österreich (DHL Paket)</h3>",
      "<ul>",
      "<li>bis 2 kg: 9,90 €</li>",
      "<li>bis 5 kg: 11,90 €</li>",
      "<li>bis 10 kg: 14,90 €</li>",
      "<li>bis 31,5 kg: 24,90 €</li>",
      "</ul>",
      "<h3>Belgien, Dänemark, Frankreich, Italien, Niederlande, Polen, Schweden, Spanien (DHL Paket)</h3>",
      "<ul>",
      "<li>bis 2 kg: 13,90 €</li>",
      "<li>bis 5 kg: 16,90 €</li>",
      "<li>bis 10 kg: 21,90 €</li>",
      "<li>bis 31,5 kg: 34,90 €</li>",
      "</ul>",
      "<h3>Schweiz, Vereinigtes Königreich, Vereinigte Staaten (DHL Paket International)</h3>",
      "<ul>",
      "<li>bis 2 kg: 24,90 €</li>",
      "<li>bis 5 kg: 34,90 €</li>",
      "<li>bis 10 kg: 49,90 €</li>",
      "<li>bis 31,5 kg: 79,90 €</li>",
      "</ul>",
      "<h3>DHL Express</h3>",
      "<ul>",
      "<li>Österreich und die oben genannten EU-Länder: 29,90 € bis 2 kg, 44,90 € bis 10 kg, 69,90 € bis 31,5 kg</li>",
      "<li>Schweiz, Vereinigtes Königreich, Vereinigte Staaten: 54,90 € bis 2 kg, 89,90 € bis 10 kg, 139,90 € bis 31,5 kg</li>",
      "</ul>",
      "<p>Bei Lieferungen in die Schweiz, das Vereinigte Königreich und die Vereinigten Staaten berechnen wir keine deutsche Umsatzsteuer. Einfuhrumsatzsteuer, Zölle und Gebühren, die im Zielland anfallen, tragen Sie; sie werden in der Regel bei der Zustellung erhoben.</p>",
    ),
    section(
      "Speditionsware",
      "<p>Große Möbel und Sendungen über 31,5 kg liefert eine Spedition frei Bordsteinkante, also bis vor das Haus, ohne Aufbau und ohne Transport in die Wohnung. Die Spedition ruft Sie vorher an und vereinbart einen Liefertermin; bitte geben Sie dafür eine Telefonnummer an. Ob Ihre Bestellung als Speditionsware geliefert wird, sehen Sie in der Kasse an der angebotenen Versandart.</p>",
      "<ul>",
      "<li>Deutschland: 49,00 € bis 100 kg, 89,00 € bis 1.000 kg</li>",
      "<li>Österreich: 79,00 € bis 100 kg, 129,00 € bis 1.000 kg</li>",
      "</ul>",
      "<p>Die Versandkostenfreiheit ab 50 € gilt nicht für Speditionsware und nicht für Expressversand.</p>",
    ),
    section(
      "Lieferzeiten",
      "<p>Die Lieferzeit nennen wir beim Artikel und bei jeder Versandart in der Kasse. Sie beträgt, sofern beim Artikel nichts anderes steht:</p>",
      "<ul>",
      "<li>Deutschland: bis zu 3 Werktage mit DHL Paket, bis zu 4 Werktage mit DHL Kleinpaket, 1 Werktag mit DHL Express</li>",
      "<li>Österreich: bis zu 4 Werktage, mit DHL Express bis zu 2 Werktage</li>",
      "<li>übrige EU-Länder: bis zu 6 Werktage, mit DHL Express bis zu 2 Werktage</li>",
      "<li>Schweiz und Vereinigtes Königreich: bis zu 8 Werktage, Vereinigte Staaten: bis zu 14 Werktage, mit DHL Express jeweils bis zu 3 Werktage</li>",
      "<li>Speditionsware: bis zu 10 Werktage nach Deutschland, bis zu 12 Werktage nach Österreich</li>",
      "</ul>",
      "<p>Die Lieferzeit beginnt bei Vorkasse am Tag nach Erteilung Ihres Überweisungsauftrags, bei allen anderen Zahlungsarten am Tag nach Vertragsschluss. Enthält eine Bestellung Artikel mit unterschiedlichen Lieferzeiten, liefern wir in Teilsendungen, ohne dass Ihnen zusätzliche Versandkosten entstehen.</p>",
    ),
    section(
      "Versanddienstleister und Zustellung",
      "<p>Pakete versenden wir mit DHL, Expresssendungen mit DHL Express, Speditionsware mit unserer Partnerspedition. Sobald Ihre Bestellung unterwegs ist, erhalten Sie eine E-Mail mit der Sendungsnummer und, bei DHL, einem Link zur Sendungsverfolgung.</p>",
      "<p>Innerhalb Deutschlands können Sie in der Kasse eine DHL-Wunschzustellung wählen: einen Wunschtag, einen Ablageort oder einen Wunschnachbarn. Sie können sich Pakete auch an eine Packstation oder Postfiliale liefern lassen; dazu brauchen Sie Ihre DHL-Postnummer. Speditionsware kann nicht an Packstationen geliefert werden.</p>",
    ),
    section(
      "Zahlungsarten",
      "<p>Sie können wählen zwischen:</p>",
      "<ul>",
      "<li>Kreditkarte (über unseren Zahlungsdienstleister Mollie)</li>",
      "<li>PayPal (über Mollie)</li>",
      "<li>Apple Pay (über Mollie, auf unterstützten Geräten)</li>",
      "<li>Vorkasse per Überweisung: Wir versenden nach Zahlungseingang.</li>",
      "<li>Rechnung: zahlbar innerhalb von 14 Tagen ab Rechnungsdatum.</li>",
      "</ul>",
      '<p>Für keine Zahlungsart berechnen wir Gebühren. Weitere Einzelheiten stehen in unseren <a href="/terms-and-conditions">Allgemeinen Geschäftsbedingungen</a>.</p>',
    ),
  ],
  en: [
    section(
      "Delivery countries",
      "<p>We deliver to Germany, Austria, Belgium, Denmark, France, Italy, the Netherlands, Poland, Sweden and Spain, and to Switzerland, the United Kingdom and the United States. We deliver freight goods to Germany and Austria.</p>",
      "<p>The shipping methods available for your order, with price and delivery time, are shown at the checkout as soon as you have entered a delivery address.</p>",
    ),
    section(
      "Shipping costs within Germany",
      "<p><strong>From a goods value of €50 we deliver parcels within Germany free of shipping costs.</strong> Below that, shipping costs with DHL Parcel depend on the weight of the shipment:</p>",
      "<ul>",
      "<li>up to 2 kg: €4.90</li>",
      "<li>up to 5 kg: €5.90</li>",
      "<li>up to 10 kg: €7.90</li>",
      "<li>up to 31.5 kg: €12.90</li>",
      "</ul>",
      "<p>We also send small, light shipments up to 1 kg as a DHL small parcel: €3.90 for a goods value under €20, €2.90 from €20, free from €50.</p>",
      "<p>DHL Express within Germany costs €19.90 up to 31.5 kg. We charge €1.20 extra for a preferred day; a drop-off location and a preferred neighbour are free.</p>",
      "<p>All prices include statutory VAT.</p>",
    ),
    section(
      "Shipping costs abroad",
      "<h3>Austria (DHL Parcel)</h3>",
      "<ul>",
      "<li>up to 2 kg: €9.90</li>",
      "<li>up to 5 kg: €11.90</li>",
      "<li>up to 10 kg: €14.90</li>",
      "<li>up to 31.5 kg: €24.90</li>",
      "</ul>",
      "<h3>Belgium, Denmark, France, Italy, Netherlands, Poland, Sweden, Spain (DHL Parcel)</h3>",
      "<ul>",
      "<li>up to 2 kg: €13.90</li>",
      "<li>up to 5 kg: €16.90</li>",
      "<li>up to 10 kg: €21.90</li>",
      "<li>up to 31.5 kg: €34.90</li>",
      "</ul>",
      "<h3>Switzerland, United Kingdom, United States (DHL Parcel International)</h3>",
      "<ul>",
      "<li>up to 2 kg: €24.90</li>",
      "<li>up to 5 kg: €34.90</li>",
      "<li>up to 10 kg: €49.90</li>",
      "<li>up to 31.5 kg: €79.90</li>",
      "</ul>",
      "<h3>DHL Express</h3>",
      "<ul>",
      "<li>Austria and the EU countries named above: €29.90 up to 2 kg, €44.90 up to 10 kg, €69.90 up to 31.5 kg</li>",
      "<li>Switzerland, United Kingdom, United States: €54.90 up to 2 kg, €89.90 up to 10 kg, €139.90 up to 31.5 kg</li>",
      "</ul>",
      "<p>For deliveries to Switzerland, the United Kingdom and the United States we do not charge German VAT. Import VAT, customs duties and fees due in the country of destination are borne by you; they are usually collected on delivery.</p>",
    ),
    section(
      "Freight goods",
      "<p>Large furniture and shipments over 31.5 kg are delivered by a freight forwarder to the kerbside, that is, to the front of the building, without assembly and without carrying into your home. The forwarder phones you beforehand to agree a delivery date; please give a telephone number for this. Whether your order is delivered as freight goods is shown at the checkout by the shipping method offered.</p>",
      "<ul>",
      "<li>Germany: €49.00 up to 100 kg, €89.00 up to 1,000 kg</li>",
      "<li>Austria: €79.00 up to 100 kg, €129.00 up to 1,000 kg</li>",
      "</ul>",
      "<p>Free shipping from €50 does not apply to freight goods or to express shipping.</p>",
    ),
    section(
      "Delivery times",
      "<p>We state the delivery time on the item page and with each shipping method at the checkout. Unless stated otherwise on the item page, it is:</p>",
      "<ul>",
      "<li>Germany: up to 3 working days with DHL Parcel, up to 4 working days with DHL small parcel, 1 working day with DHL Express</li>",
      "<li>Austria: up to 4 working days, with DHL Express up to 2 working days</li>",
      "<li>other EU countries: up to 6 working days, with DHL Express up to 2 working days</li>",
      "<li>Switzerland and United Kingdom: up to 8 working days, United States: up to 14 working days, with DHL Express up to 3 working days each</li>",
      "<li>freight goods: up to 10 working days to Germany, up to 12 working days to Austria</li>",
      "</ul>",
      "<p>For prepayment the delivery time starts on the day after you instruct your bank to make the transfer, for all other payment methods on the day after the contract is concluded. If an order contains items with different delivery times, we deliver in partial shipments at no additional shipping cost to you.</p>",
    ),
    section(
      "Carriers and delivery",
      "<p>We send parcels with DHL, express shipments with DHL Express and freight goods with our partner forwarder. As soon as your order is on its way, you receive an email with the tracking number and, for DHL, a link to track the shipment.</p>",
      "<p>Within Germany you can choose a DHL preferred delivery at the checkout: a preferred day, a drop-off location or a preferred neighbour. You can also have parcels delivered to a Packstation or post office; for this you need your DHL post number. Freight goods cannot be delivered to a Packstation.</p>",
    ),
    section(
      "Payment methods",
      "<p>You can choose between:</p>",
      "<ul>",
      "<li>credit card (through our payment service provider Mollie)</li>",
      "<li>PayPal (through Mollie)</li>",
      "<li>Apple Pay (through Mollie, on supported devices)</li>",
      "<li>prepayment by bank transfer: we dispatch once the payment has arrived.</li>",
      "<li>invoice: payable within 14 days of the invoice date.</li>",
      "</ul>",
      '<p>We charge no fees for any payment method. Further details are in our <a href="/en/terms-and-conditions">terms and conditions</a>.</p>',
    ),
  ],
};

const SAMPLES: Record<InfoPage, Record<Locale, Section[]>> = {
  "cancellation-rights": CANCELLATION_RIGHTS,
  "declaration-of-accessibility": DECLARATION_OF_ACCESSIBILITY,
  "legal-disclosure": LEGAL_DISCLOSURE,
  "privacy-policy": PRIVACY_POLICY,
  "terms-and-conditions": TERMS_AND_CONDITIONS,
  shipping: SHIPPING,
};

/** Block ids: each page has 1,000 numbers, each locale 100 of them, so no two blocks share one. */
const id = (n: number) => `7b1e4c2a-3d5f-4e6a-8b9c-${n.toString().padStart(12, "0")}`;
const LOCALE_OFFSET: Record<Locale, number> = { de: 0, en: 100 };

/**
 * The sample text of an info page in the locale's language, one TextCard per main section,
 * with stable block ids (unique across all pages and locales) and the shop's identity as
 * placeholders ({{shop.name}}, {{shop.address}}, {{shop.email}}, {{shop.phone}},
 * {{shop.returnAddress}}) for the page to fill in from the settings. German links are
 * unprefixed, English ones start with /en.
 */
export function sampleInfoPage(page: InfoPage, locale: Locale): PageDocument {
  const base = (INFO_PAGES.indexOf(page) + 1) * 1000 + LOCALE_OFFSET[locale];
  return {
    schemaVersion: CURRENT_SCHEMA_VERSION,
    blocks: SAMPLES[page][locale].map(({ title, html }, index) => ({
      name: "TextCard",
      type: "content",
      meta: { uuid: id(base + index + 1) },
      content: { text: { title, htmlDescription: html, textAlignment: "left" } },
    })),
  };
}

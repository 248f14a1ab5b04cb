import type { Locale } from "#common/constants.ts";
import { section, type Section } from "./section.ts";

/** Erklärung zur Barrierefreiheit / declaration of accessibility (BFSG): the sample text (../info-page-samples.ts). */
export const DECLARATION_OF_ACCESSIBILITY: Record<Locale, Section[]> = {
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
